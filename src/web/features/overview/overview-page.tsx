import { PlaceholderPage } from '@/web/ui/placeholder-page';

/** /dashboard (SPEC §2 Overview). Placeholder until the feature is built. */
export function OverviewPage() {
  return (
    <PlaceholderPage
      title="Overview"
      description="A snapshot of your tasks, project updates and recent activity."
    />
  );
}
