import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApplicationList } from '@/shared/contracts/applications';
import { api } from '@/web/lib/api-client';

const PAGE_SIZE = 50;

/** Keyed by the 'applications' event topic, so a new application refreshes the list in real time. */
export const applicationsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: ['applications', { q }],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String(pageParam) });
      if (q) query.set('q', q);
      return api.get<ApplicationList>(`/api/admin/applications?${query}`, signal);
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });

/** Applications from the public site, newest first, matching the search text (admins only). */
export function useApplications(q: string) {
  return useInfiniteQuery(applicationsQueryOptions(q));
}

export function applicationsCsvUrl(q: string) {
  return q ? `/api/admin/applications.csv?${new URLSearchParams({ q })}` : '/api/admin/applications.csv';
}
