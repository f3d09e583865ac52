import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AuditPage } from '@/shared/contracts/audit';
import { api } from '@/web/lib/api-client';
import { uniqueBy } from '@/web/lib/unique-by';

/** One query per set of filters (the API's query string): each pages by cursor, newest first. */
export const auditEventsQueryOptions = (params: URLSearchParams) =>
  infiniteQueryOptions({
    queryKey: ['audit-log', params.toString()],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams(params);
      if (pageParam) query.set('cursor', pageParam);
      return api.get<AuditPage>(`/api/admin/audit?${query}`, signal);
    },
    getNextPageParam: (last) => last.nextCursor,
  });

/** The audit log's events matching the filters, as loaded so far (each once), and its pages' query. */
export function useAuditEvents(params: URLSearchParams) {
  const pages = useInfiniteQuery(auditEventsQueryOptions(params));
  const events = useMemo(
    () => uniqueBy(pages.data?.pages.flatMap((page) => page.events) ?? [], (event) => event.id),
    [pages.data],
  );
  return { pages, events };
}

/** The CSV export of every event matching the same filters. */
export const auditCsvUrl = (params: URLSearchParams) =>
  params.toString() ? `/api/admin/audit/export?${params}` : '/api/admin/audit/export';
