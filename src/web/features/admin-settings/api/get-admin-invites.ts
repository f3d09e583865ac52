import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invite } from '@/shared/contracts/invites';
import { api } from '@/web/lib/api-client';

/** Starts with the 'invites' event topic: a link used or created elsewhere refreshes the list. */
export const adminInvitesQueryKey = ['invites', 'admin'] as const;

export const adminInvitesQueryOptions = queryOptions({
  queryKey: adminInvitesQueryKey,
  queryFn: async ({ signal }) =>
    (await api.get<{ invites: Invite[] }>('/api/admin/team/invites', signal)).invites,
});

export const useAdminInvites = () => useQuery(adminInvitesQueryOptions);
