import { PlaceholderPage } from '@/web/ui/placeholder-page';

/** /dashboard/refer (SPEC §2 Refer & Earn). Placeholder until the feature is built. */
export function ReferPage() {
  return (
    <PlaceholderPage
      title="Refer & Earn"
      description="Refer a business to us and earn $200 for each successful referral."
    />
  );
}
