import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientSummary } from '@/shared/contracts/tasks';
import { api } from '@/web/lib/api-client';

/** Keyed by the 'clients' event topic, so a client who registers appears without a reload. */
export const clientsQueryOptions = queryOptions({
  queryKey: ['clients'],
  queryFn: async ({ signal }) =>
    (await api.get<{ clients: ClientSummary[] }>('/api/admin/clients', signal)).clients,
});

/** Every client account, newest first (admins only). */
export function useClients() {
  return useQuery(clientsQueryOptions);
}
