import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamList } from '@/shared/contracts/team';
import { api } from '@/web/lib/api-client';

/** Starts with the 'team' event topic: an admin who joins or is removed shows at once. */
export const teamQueryKey = ['team'] as const;

export const teamQueryOptions = queryOptions({
  queryKey: teamQueryKey,
  queryFn: async ({ signal }) => (await api.get<TeamList>('/api/admin/team', signal)).admins,
});

export const useTeam = () => useQuery(teamQueryOptions);
