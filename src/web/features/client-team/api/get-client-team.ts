import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientTeam } from '@/shared/contracts/client-team';
import { api } from '@/web/lib/api-client';

/**
 * The company's people and (for its owners) the invitations sent. Under a key of its own: the server
 * says the team changed with a 'clients' event of the company (someone joined, left, was removed or
 * given another role), so that topic makes it stale too.
 */
export const clientTeamQueryKey = ['client-team'] as const;

export const clientTeamQueryOptions = queryOptions({
  queryKey: clientTeamQueryKey,
  queryFn: ({ signal }) => api.get<ClientTeam>('/api/team', signal),
  meta: { alsoStaleOn: ['clients'] },
});

export const useClientTeam = () => useQuery(clientTeamQueryOptions);
