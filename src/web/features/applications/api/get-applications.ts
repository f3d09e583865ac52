import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ApplicationList } from '@/shared/contracts/applications';
import { api } from '@/web/lib/api-client';
import { uniqueBy } from '@/web/lib/unique-by';

/** Keyed by the 'applications' event topic, so a new application refreshes the list in real time. */
export const applicationsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['applications', { q }],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (q) query.set('q', q);
      if (pageParam) query.set('before', pageParam);
      return api.get<ApplicationList>(`/api/admin/applications?${query}`, signal);
    },
    getNextPageParam: (last) => last.olderCursor,
  });

/**
 * Applications from the public site, newest first, matching the search text (admins only): `items` is
 * what is loaded so far, each once; `total` how many match in all.
 */
export function useApplications(q: string) {
  const pages = useInfiniteQuery(applicationsQueryOptions(q));
  const items = useMemo(
    () => uniqueBy(pages.data?.pages.flatMap((page) => page.items) ?? [], (application) => application.id),
    [pages.data],
  );
  return { pages, items, total: pages.data?.pages[0]?.total };
}

export function applicationsCsvUrl(q: string) {
  return q ? `/api/admin/applications.csv?${new URLSearchParams({ q })}` : '/api/admin/applications.csv';
}
