import { PlaceholderPage } from '@/web/ui/placeholder-page';

/** /admin/client/:clientId (SPEC §2). Placeholder until the feature is built. */
export function ClientProfilePage() {
  return (
    <PlaceholderPage title="Client Profile" description="Tasks, updates, files and chat for this client." />
  );
}
