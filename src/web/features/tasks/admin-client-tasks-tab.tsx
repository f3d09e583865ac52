import { ClipboardList } from 'lucide-react';
import { taskMessages } from '@/shared/domain/task-messages';
import { ListState } from '@/web/ui/list-state';
import { ShowMoreButton } from '@/web/ui/show-more-button';
import { AdminClientTaskForm } from './admin-client-task-form';
import { useAdminTasks } from './api/get-admin-tasks';
import { TaskCard } from './task-card';
import { TaskCardSkeletons } from './task-card-skeletons';

/** The Tasks tab of the admin's client page: a new-task form and this client's tasks with their threads. */
export function AdminClientTasksTab({ clientId }: { clientId: string }) {
  const { pages, tasks } = useAdminTasks({ clientId });
  return (
    <div className="grid gap-6">
      <AdminClientTaskForm clientId={clientId} />
      <ListState
        query={pages}
        isEmpty={tasks.length === 0}
        noun="tasks"
        placeholder={<TaskCardSkeletons count={2} />}
        whenEmpty={{
          icon: ClipboardList,
          title: taskMessages.noTasks,
          description: 'Create the first task above.',
        }}
      >
        <div className="grid gap-4">
          {tasks.map((task) => (
            <TaskCard key={task.id} task={task} adminTools />
          ))}
          <ShowMoreButton
            pages={pages}
            label="Show more tasks"
            failure="Could not load more tasks. Try again."
            className="pt-2"
          />
        </div>
      </ListState>
    </div>
  );
}
