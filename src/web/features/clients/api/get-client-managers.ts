import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientManagers } from '@/shared/contracts/team';
import { api } from '@/web/lib/api-client';

/**
 * A client's account managers (decision 043). Under the 'clients' topic, which a change of them
 * publishes; a staff member's role change ('team') changes the badge beside their name.
 */
export const clientManagersQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: ['clients', clientId, 'managers'],
    queryFn: async ({ signal }) =>
      (await api.get<ClientManagers>(`/api/admin/clients/${encodeURIComponent(clientId)}/managers`, signal))
        .managers,
    meta: { alsoStaleOn: ['team'] },
  });

export function useClientManagers(clientId: string) {
  return useQuery(clientManagersQueryOptions(clientId));
}
