import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task, UpdateTaskInput } from '@/shared/contracts/tasks';
import { api } from '@/web/lib/api-client';

const taskPath = (taskId: string) => `/api/admin/tasks/${encodeURIComponent(taskId)}`;

function useTaskMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The clients' task counts change with a deletion.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['tasks'] }),
        queryClient.invalidateQueries({ queryKey: ['clients'] }),
      ]),
  });
}

/** An admin edits a task's title, description or due date. */
export function useUpdateTask() {
  return useTaskMutation(({ taskId, ...changes }: UpdateTaskInput & { taskId: string }) =>
    api.patch<Task>(taskPath(taskId), changes),
  );
}

/** An admin deletes a task with its comments and files. */
export function useDeleteTask() {
  return useTaskMutation((taskId: string) => api.delete<{ id: string }>(taskPath(taskId)));
}
