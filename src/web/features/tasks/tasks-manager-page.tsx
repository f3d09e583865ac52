import { PlaceholderPage } from '@/web/ui/placeholder-page';

/** /admin/tasks (SPEC §2 Tasks Manager). Placeholder until the feature is built. */
export function TasksManagerPage() {
  return (
    <PlaceholderPage
      title="Tasks Manager"
      description="Every task across all clients, with search and filters."
    />
  );
}
