import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminTask } from '@/shared/contracts/tasks';
import type { TaskStatus } from '@/shared/domain/task-status';
import { api } from '@/web/lib/api-client';

export type AdminTaskFilters = { q?: string; status?: TaskStatus; clientId?: string };

/** Keyed under 'tasks' so realtime task events refresh every filtered view. */
export const adminTasksQueryOptions = (filters: AdminTaskFilters) =>
  queryOptions({
    queryKey: ['tasks', 'admin', filters],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
      return api.get<{ tasks: AdminTask[] }>(`/api/admin/tasks?${query}`, signal);
    },
    select: (data) => data.tasks,
    // Keeps the current list on screen while a new search or filter loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });

/** Every task with its client (admins only), newest first. */
export function useAdminTasks(filters: AdminTaskFilters) {
  return useQuery(adminTasksQueryOptions(filters));
}
