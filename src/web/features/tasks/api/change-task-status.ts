import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task } from '@/shared/contracts/tasks';
import type { TaskStatus } from '@/shared/domain/task-status';
import { api } from '@/web/lib/api-client';
import { catchUpTaskActivity } from './get-task-activity';

type ChangeTaskStatusInput = { taskId: string; from: TaskStatus; to: TaskStatus };

/** Sending `from` lets the server refuse a move made on a stale screen (409) instead of applying it. */
export function changeTaskStatus({ taskId, from, to }: ChangeTaskStatusInput) {
  return api.post<Task>(`/api/tasks/${encodeURIComponent(taskId)}/status`, { from, to });
}

export function useChangeTaskStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTaskStatus,
    // Settled, not success: after a stale-move refusal the list must show what the task is now.
    onSettled: (_task, _error, { taskId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['tasks'] }),
        catchUpTaskActivity(queryClient, taskId),
      ]),
  });
}
