import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TaskSummary } from '@/shared/contracts/tasks';
import { api } from '@/web/lib/api-client';

/**
 * Under the 'tasks' topic: a task moving on another screen updates the counts here in real time. The
 * counts include the project updates, so their events refresh it too.
 */
export const taskSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['tasks', 'summary'],
    queryFn: ({ signal }) => api.get<TaskSummary>('/api/task-summary', signal),
    meta: { alsoStaleOn: ['project_updates'] },
  });

/** The client's overview counts and their 3 newest tasks. */
export function useTaskSummary() {
  return useQuery(taskSummaryQueryOptions());
}
