import { PlaceholderPage } from '@/web/ui/placeholder-page';

/** /dashboard/updates (SPEC §2 Updates page). Placeholder until the feature is built. */
export function ClientUpdatesPage() {
  return <PlaceholderPage title="Updates" description="News and progress from your project team." />;
}
