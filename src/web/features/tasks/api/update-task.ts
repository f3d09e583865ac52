import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task, UpdateTaskInput } from '@/shared/contracts/tasks';
import { api } from '@/web/lib/api-client';

/** An admin edits a task's title, description or due date. */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taskId, ...changes }: UpdateTaskInput & { taskId: string }) =>
      api.patch<Task>(`/api/admin/tasks/${encodeURIComponent(taskId)}`, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tasks'] }),
  });
}
