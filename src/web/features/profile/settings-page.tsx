import { PlaceholderPage } from '@/web/ui/placeholder-page';

/** /dashboard/settings (SPEC §2 client Settings). Placeholder until the feature is built. */
export function SettingsPage() {
  return (
    <PlaceholderPage
      title="Settings"
      description="Your profile, brand assets, payout details, notifications and security."
    />
  );
}
