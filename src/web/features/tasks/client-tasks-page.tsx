import { ClipboardList } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { taskMessages } from '@/shared/domain/task-messages';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { EmptyState } from '@/web/ui/empty-state';
import { PageHeader } from '@/web/ui/page-header';
import { useClientTasks } from './api/get-client-tasks';
import { TaskCard } from './task-card';
import { TaskListError, TaskListSkeleton } from './task-list-states';

/**
 * /dashboard/tasks (SPEC §2 Tasks page): the client's tasks, their review moves and threads. A link with
 * `?task={id}` opens that task's thread.
 */
export function ClientTasksPage() {
  useDocumentTitle('Tasks');
  const tasks = useClientTasks();
  const linkedId = useSearchParams()[0].get('task');

  return (
    <>
      <PageHeader
        title="Tasks"
        description="Work the team has assigned to you. Start a task, share files, and submit it for review."
      />
      {tasks.isPending ? (
        <TaskListSkeleton />
      ) : tasks.isError ? (
        <TaskListError onRetry={() => void tasks.refetch()} />
      ) : tasks.data.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          title={taskMessages.noTasks}
          description="When the team assigns you a task, it will appear here."
        />
      ) : (
        <div className="grid gap-4">
          {tasks.data.map((task) => (
            <TaskCard key={task.id} task={task} linked={task.id === linkedId} />
          ))}
        </div>
      )}
    </>
  );
}
