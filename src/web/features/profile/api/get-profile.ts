import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileDto } from '@/shared/contracts/accounts';
import { api } from '@/web/lib/api-client';

/** Starts with the 'profiles' topic: a profile event (another tab, the team) refreshes it. */
export const profileQueryKey = ['profiles', 'own'] as const;

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => api.get<ProfileDto>('/api/profile', signal),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
