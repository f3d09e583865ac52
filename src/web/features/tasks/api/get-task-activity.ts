import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityEntry } from '@/shared/contracts/tasks';
import { api } from '@/web/lib/api-client';

/** ['task_activity', taskId]: a 'task_activity' event (a new comment or file) refetches the thread. */
export const taskActivityQueryKey = (taskId: string) => ['task_activity', taskId] as const;

export const taskActivityQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: taskActivityQueryKey(taskId),
    queryFn: ({ signal }) =>
      api.get<{ entries: ActivityEntry[] }>(`/api/tasks/${encodeURIComponent(taskId)}/activity`, signal),
    select: (data) => data.entries,
  });

/** A task's thread, oldest first: comments with their files, lone files and status changes. */
export function useTaskActivity(taskId: string) {
  return useQuery(taskActivityQueryOptions(taskId));
}
