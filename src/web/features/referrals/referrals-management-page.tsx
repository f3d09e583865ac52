import { PlaceholderPage } from '@/web/ui/placeholder-page';

/** /admin/referrals (SPEC §2 Referrals Management). Placeholder until the feature is built. */
export function ReferralsManagementPage() {
  return (
    <PlaceholderPage title="Referrals Management" description="Review client referrals and record rewards." />
  );
}
