import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientSummary } from '@/shared/contracts/clients';
import { api } from '@/web/lib/api-client';

/**
 * Under the 'clients' event topic, so a client who registers appears without a reload. Here in lib
 * because two features list the clients: the Client List and the Tasks Manager's client pickers.
 */
export const clientsQueryOptions = queryOptions({
  queryKey: ['clients', 'list'],
  queryFn: ({ signal }) => api.get<{ clients: ClientSummary[] }>('/api/admin/clients', signal),
  select: (data) => data.clients,
});

/** Every client account, newest first (admins only). */
export function useClients() {
  return useQuery(clientsQueryOptions);
}
