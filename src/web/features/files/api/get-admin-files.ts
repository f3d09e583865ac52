import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AdminFileList } from '@/shared/contracts/files';
import type { FileCategory } from '@/shared/domain/client-files';
import { api } from '@/web/lib/api-client';
import { uniqueBy } from '@/web/lib/unique-by';

export type AdminFileFilters = { clientId?: string; category?: FileCategory; q?: string };

/** Keyed under 'files' so an upload, a delete or a live event refreshes every loaded page of each view. */
export const adminFilesQueryOptions = (filters: AdminFileFilters) =>
  infiniteQueryOptions({
    queryKey: ['files', 'admin', filters],
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
      if (pageParam) query.set('before', pageParam);
      return api.get<AdminFileList>(`/api/admin/files?${query}`, signal);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.olderCursor,
  });

/**
 * Every client's files for an admin, or one client's with `clientId`, newest first, a page at a time:
 * `files` is what is loaded so far, each once, and `counts` the tabs' totals. A new tab or search keeps
 * the current list on screen until its answer arrives.
 */
export function useAdminFiles(filters: AdminFileFilters) {
  const pages = useInfiniteQuery({ ...adminFilesQueryOptions(filters), placeholderData: keepPreviousData });
  const files = useMemo(
    () =>
      uniqueBy(
        (pages.data?.pages ?? []).flatMap((page) => page.files),
        (file) => file.id,
      ),
    [pages.data],
  );
  return { pages, files, counts: pages.data?.pages[0]?.counts };
}
