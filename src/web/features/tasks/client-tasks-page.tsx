import { PlaceholderPage } from '@/web/ui/placeholder-page';

/** /dashboard/tasks (SPEC §2 Tasks page). Placeholder until the feature is built. */
export function ClientTasksPage() {
  return (
    <PlaceholderPage title="Tasks" description="Work the team has assigned to you, from brief to approval." />
  );
}
