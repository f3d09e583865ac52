import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { clientDisplayName } from '@/shared/domain/client-display-name';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { ListState } from '@/web/ui/list-state';
import { PageHeader } from '@/web/ui/page-header';
import { ShowMoreButton } from '@/web/ui/show-more-button';
import { useAdminTasks } from './api/get-admin-tasks';
import { CreateTaskDialog } from './create-task-dialog';
import { LinkedTask } from './linked-task';
import { TaskCard } from './task-card';
import { TaskCardSkeletons } from './task-card-skeletons';
import { type ManagerFilters, TasksManagerFilters } from './tasks-manager-filters';

/**
 * /admin/tasks (SPEC §2 Tasks Manager): every client's tasks, filtered, with review moves and threads. A
 * link with `?task={id}` opens that task's thread.
 */
export function TasksManagerPage() {
  useDocumentTitle('Tasks Manager');
  const [filters, setFilters] = useState<ManagerFilters>({ search: '', status: '', clientId: '' });
  const q = useDebouncedValue(filters.search.trim());
  const linkedId = useSearchParams()[0].get('task');
  const { pages, tasks } = useAdminTasks({
    q: q || undefined,
    status: filters.status || undefined,
    clientId: filters.clientId || undefined,
  });
  const filtered = Boolean(q || filters.status || filters.clientId);

  return (
    <>
      <PageHeader
        title="Tasks Manager"
        description="Every task across all clients: review submissions, request changes and approve."
        actions={<CreateTaskDialog />}
      />
      <TasksManagerFilters value={filters} onChange={setFilters} />
      {linkedId && !pages.isPending && !tasks.some((task) => task.id === linkedId) ? (
        <div className="mb-4">
          <LinkedTask taskId={linkedId} />
        </div>
      ) : null}
      <ListState
        query={pages}
        isEmpty={tasks.length === 0}
        noun="tasks"
        placeholder={<TaskCardSkeletons />}
        whenEmpty={{
          icon: ClipboardList,
          title: 'No tasks yet',
          description: 'Create a task to assign work to a client.',
        }}
        whenNoMatch={
          filtered
            ? {
                icon: ClipboardList,
                title: 'No tasks match these filters',
                description: 'Try another search, status or client.',
              }
            : undefined
        }
      >
        <div
          className="grid gap-4 transition-opacity aria-busy:opacity-60"
          aria-busy={pages.isPlaceholderData}
        >
          {tasks.map((task) => (
            <TaskCard
              key={task.id}
              task={task}
              clientName={clientDisplayName(task.client)}
              adminTools
              linked={task.id === linkedId}
            />
          ))}
          <ShowMoreButton
            pages={pages}
            label="Show more tasks"
            failure="Could not load more tasks. Try again."
            className="pt-2"
          />
        </div>
      </ListState>
    </>
  );
}
