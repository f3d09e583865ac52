import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientSummary } from '@/shared/contracts/clients';
import { api } from '@/web/lib/api-client';

/** Under the 'clients' topic, so an edit to the client's names refreshes the header or the inbox. */
export const clientQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: ['clients', clientId],
    queryFn: ({ signal }) =>
      api.get<ClientSummary>(`/api/admin/clients/${encodeURIComponent(clientId)}`, signal),
  });

/** One client for /admin/client/:clientId; a 404 ApiError when the id is no client's. */
export function useClient(clientId: string) {
  return useQuery(clientQueryOptions(clientId));
}
