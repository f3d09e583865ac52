import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Invite } from '@/shared/contracts/invites';
import type { CreateAdminInviteInput, TeamList } from '@/shared/contracts/team';
import { api } from '@/web/lib/api-client';

// Keys start with their event topic: 'team' (an admin joined or was removed), 'invites' (a link changed).
const teamKey = ['team'] as const;
const adminInvitesKey = ['invites', 'admin'] as const;

export const teamQueryOptions = queryOptions({
  queryKey: teamKey,
  queryFn: async ({ signal }) => (await api.get<TeamList>('/api/admin/team', signal)).admins,
});

export const adminInvitesQueryOptions = queryOptions({
  queryKey: adminInvitesKey,
  queryFn: async ({ signal }) =>
    (await api.get<{ invites: Invite[] }>('/api/admin/team/invites', signal)).invites,
});

export const useTeam = () => useQuery(teamQueryOptions);
export const useAdminInvites = () => useQuery(adminInvitesQueryOptions);

export function useCreateAdminInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAdminInviteInput) => api.post<Invite>('/api/admin/team/invites', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminInvitesKey }),
  });
}

export function useDeleteAdminInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) =>
      api.delete<{ id: string }>(`/api/admin/team/invites/${encodeURIComponent(inviteId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminInvitesKey }),
  });
}

export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api.delete<{ id: string }>(`/api/admin/team/${encodeURIComponent(userId)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKey }),
  });
}
