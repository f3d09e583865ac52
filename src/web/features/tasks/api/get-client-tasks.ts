import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Task } from '@/shared/contracts/tasks';
import { api } from '@/web/lib/api-client';

/** Starts with the 'tasks' topic, so a status change or a new task refetches the list in real time. */
export const clientTasksQueryOptions = () =>
  queryOptions({
    queryKey: ['tasks', 'mine'],
    queryFn: ({ signal }) => api.get<{ tasks: Task[] }>('/api/tasks', signal),
    select: (data) => data.tasks,
  });

/** The signed-in client's own tasks, newest first. */
export function useClientTasks() {
  return useQuery(clientTasksQueryOptions());
}
