import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTaskInput, Task } from '@/shared/contracts/tasks';
import { api } from '@/web/lib/api-client';

export function createTask(input: CreateTaskInput) {
  return api.post<Task>('/api/admin/tasks', input);
}

/** Creates a pending task for a client (admins only); the clients' task counts change too. */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTask,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['tasks'] }),
        queryClient.invalidateQueries({ queryKey: ['clients'] }),
      ]),
  });
}
