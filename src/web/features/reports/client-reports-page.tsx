import { PlaceholderPage } from '@/web/ui/placeholder-page';

/** /dashboard/reports (SPEC §2 Reports & Assets page). Placeholder until the feature is built. */
export function ClientReportsPage() {
  return (
    <PlaceholderPage
      title="Reports & Assets"
      description="Performance reports, invoices and creative assets."
    />
  );
}
