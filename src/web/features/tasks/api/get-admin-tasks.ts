import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AdminTaskList } from '@/shared/contracts/tasks';
import type { TaskStatus } from '@/shared/domain/task-status';
import { api } from '@/web/lib/api-client';
import { uniqueBy } from '@/web/lib/unique-by';

export type AdminTaskFilters = { q?: string; status?: TaskStatus; clientId?: string };

/** Keyed under 'tasks' so realtime task events refresh every filtered view, each loaded page of it. */
export const adminTasksQueryOptions = (filters: AdminTaskFilters) =>
  infiniteQueryOptions({
    queryKey: ['tasks', 'admin', filters],
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
      if (pageParam) query.set('before', pageParam);
      return api.get<AdminTaskList>(`/api/admin/tasks?${query}`, signal);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.olderCursor,
  });

/**
 * Every client's tasks (admins only), newest first, a page at a time: `tasks` is what is loaded so far,
 * each once. A new search or filter keeps the current list on screen until its answer arrives.
 */
export function useAdminTasks(filters: AdminTaskFilters) {
  const pages = useInfiniteQuery({ ...adminTasksQueryOptions(filters), placeholderData: keepPreviousData });
  const tasks = useMemo(
    () =>
      uniqueBy(
        (pages.data?.pages ?? []).flatMap((page) => page.tasks),
        (task) => task.id,
      ),
    [pages.data],
  );
  return { pages, tasks };
}
