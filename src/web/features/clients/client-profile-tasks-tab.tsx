import { ClipboardList } from 'lucide-react';
import { taskMessages } from '@/shared/domain/task-messages';
import { EmptyState } from '@/web/ui/empty-state';
import { useAdminTasks } from '../tasks/api/get-admin-tasks';
import { TaskCard } from '../tasks/task-card';
import { TaskListError, TaskListSkeleton } from '../tasks/task-list-states';
import { ClientProfileTaskForm } from './client-profile-task-form';

/** The client page's Tasks tab: a new-task form and this client's tasks with their threads. */
export function ClientProfileTasksTab({ clientId }: { clientId: string }) {
  const tasks = useAdminTasks({ clientId });
  return (
    <div className="grid gap-6">
      <ClientProfileTaskForm clientId={clientId} />
      {tasks.isPending ? (
        <TaskListSkeleton count={2} />
      ) : tasks.isError ? (
        <TaskListError onRetry={() => void tasks.refetch()} />
      ) : tasks.data.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          title={taskMessages.noTasks}
          description="Create the first task above."
        />
      ) : (
        <div className="grid gap-4">
          {tasks.data.map((task) => (
            <TaskCard key={task.id} task={task} />
          ))}
        </div>
      )}
    </div>
  );
}
