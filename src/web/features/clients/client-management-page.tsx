import { PlaceholderPage } from '@/web/ui/placeholder-page';

/** /admin (SPEC §2 Client List). Placeholder until the feature is built. */
export function ClientManagementPage() {
  return (
    <PlaceholderPage
      title="Client Management"
      description="All clients, their invite links and their progress."
    />
  );
}
