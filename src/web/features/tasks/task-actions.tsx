import type { Task } from '@/shared/contracts/tasks';
import { taskMessages } from '@/shared/domain/task-messages';
import { errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { useChangeTaskStatus } from './api/change-task-status';

/** Exactly the moves the server says the viewer may make now (SPEC §4), one button each. */
export function TaskActions({ task }: { task: Task }) {
  const change = useChangeTaskStatus();
  if (task.actions.length === 0) return null;
  return (
    <>
      {task.actions.map((action) => (
        <Button
          key={action.to}
          size="sm"
          variant={action.to === 'needs-revision' ? 'outline' : 'primary'}
          disabled={change.isPending}
          onClick={() =>
            change.mutate(
              { taskId: task.id, from: task.status, to: action.to },
              {
                onSuccess: () => toast.success(taskMessages.updated),
                onError: (error) =>
                  toast.error(taskMessages.updateFailed(errorMessage(error, 'Please try again.'))),
              },
            )
          }
        >
          {action.button}
        </Button>
      ))}
    </>
  );
}
