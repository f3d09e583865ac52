import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invite } from '@/shared/contracts/invites';
import type { CreateAdminInviteInput } from '@/shared/contracts/team';
import { api } from '@/web/lib/api-client';
import { adminInvitesQueryKey } from './get-admin-invites';

export function useCreateAdminInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAdminInviteInput) => api.post<Invite>('/api/admin/team/invites', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminInvitesQueryKey }),
  });
}
