import { PlaceholderPage } from '@/web/ui/placeholder-page';

/** /dashboard/billing (SPEC §2 Billing & Plan). Placeholder until the feature is built. */
export function BillingPage() {
  return <PlaceholderPage title="Billing & Plan" description="Your plan, ad budget and invoices." />;
}
