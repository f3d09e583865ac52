import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { ClientList } from '@/shared/contracts/clients';
import { api } from '@/web/lib/api-client';

// Under the 'clients' event topic, so a client who registers appears without a reload. Here in lib
// because several features list clients: the Client List, Settings and the pickers of a task or a file.

function clientsPath(search: string, before: string | null) {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (before) params.set('before', before);
  const query = params.toString();
  return query ? `/api/admin/clients?${query}` : '/api/admin/clients';
}

/** The Client List's pages for a search (trimmed; empty is every client), newest first, by cursor. */
export const clientPagesQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: ['clients', 'list', search],
    queryFn: ({ pageParam, signal }) => api.get<ClientList>(clientsPath(search, pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.olderCursor,
  });

/** Every loaded page of clients matching a search; a new search keeps showing the last answer meanwhile. */
export function useClientPages(search: string) {
  return useInfiniteQuery({ ...clientPagesQueryOptions(search), placeholderData: keepPreviousData });
}

/** The newest clients matching a search, one page (`total` says how many match in all): a picker's options. */
export const clientSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['clients', 'search', search],
    queryFn: ({ signal }) => api.get<ClientList>(clientsPath(search, null), signal),
  });

export function useClientSearch(search: string) {
  return useQuery({ ...clientSearchQueryOptions(search), placeholderData: keepPreviousData });
}
