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

function clientsPath(search: string, before: string | null, mine = false) {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (before) params.set('before', before);
  if (mine) params.set('mine', 'true');
  const query = params.toString();
  return query ? `/api/admin/clients?${query}` : '/api/admin/clients';
}

/**
 * The Client List's pages for a search (trimmed; empty is every client), newest first, by cursor. `mine`
 * keeps the clients the caller is an account manager of (decision 043); an account manager's list holds
 * only those either way.
 */
export const clientPagesQueryOptions = (search: string, mine = false) =>
  infiniteQueryOptions({
    queryKey: ['clients', 'list', search, mine],
    queryFn: ({ pageParam, signal }) => api.get<ClientList>(clientsPath(search, pageParam, mine), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.olderCursor,
  });

/** Every loaded page of clients matching a search; a new search keeps showing the last answer meanwhile. */
export function useClientPages(search: string, mine = false) {
  return useInfiniteQuery({ ...clientPagesQueryOptions(search, mine), placeholderData: keepPreviousData });
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
