import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Task } from '@/shared/contracts/tasks';
import { api } from '@/web/lib/api-client';

/** Under 'tasks', the realtime topic, so live task events refresh it. */
export const taskQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: ['tasks', 'one', taskId],
    queryFn: ({ signal }) => api.get<Task>(`/api/tasks/${encodeURIComponent(taskId)}`, signal),
  });

/** One task by id, asked once: a link to a task that is gone answers 404, which a retry will not change. */
export function useTask(taskId: string) {
  return useQuery({ ...taskQueryOptions(taskId), retry: false });
}
