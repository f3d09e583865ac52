import { PlaceholderPage } from '@/web/ui/placeholder-page';

/** /admin/settings (SPEC §2 admin Settings). Placeholder until the feature is built. */
export function AdminSettingsPage() {
  return <PlaceholderPage title="Settings" description="Client management, team and system settings." />;
}
