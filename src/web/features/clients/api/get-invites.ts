import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invite } from '@/shared/contracts/invites';
import { api } from '@/web/lib/api-client';

/** Keyed by the 'invites' event topic: a link used or created elsewhere refreshes the list. */
export const invitesQueryKey = ['invites'] as const;

export const invitesQueryOptions = queryOptions({
  queryKey: invitesQueryKey,
  queryFn: async ({ signal }) => (await api.get<{ invites: Invite[] }>('/api/admin/invites', signal)).invites,
});

/** Every invite link, newest first (admins only). */
export function useInvites() {
  return useQuery(invitesQueryOptions);
}
