import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientSummary } from '@/shared/contracts/tasks';
import { api } from '@/web/lib/api-client';

export const clientsQueryOptions = () =>
  queryOptions({
    queryKey: ['clients', 'list'],
    queryFn: ({ signal }) => api.get<{ clients: ClientSummary[] }>('/api/admin/clients', signal),
    select: (data) => data.clients,
  });

/** Every client, for the Tasks Manager's client filter and select (admins only). */
export function useClients() {
  return useQuery(clientsQueryOptions());
}
