import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamList } from '@/shared/contracts/team';
import { api } from '@/web/lib/api-client';

// The agency's staff, admins and account managers (decision 043), for admins only. Here in lib because
// two features read it: Team Settings, and a client page's account managers, picked from it.

/** Starts with the 'team' event topic: a member who joins, leaves or changes role shows at once. */
export const teamQueryKey = ['team'] as const;

export const teamQueryOptions = queryOptions({
  queryKey: teamQueryKey,
  queryFn: async ({ signal }) => (await api.get<TeamList>('/api/admin/team', signal)).members,
});

/** Every staff member, each with their role; `isYou` marks the caller. */
export const useTeam = (options: { enabled?: boolean } = {}) => useQuery({ ...teamQueryOptions, ...options });
