import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInviteInput, Invite } from '@/shared/contracts/invites';
import { api } from '@/web/lib/api-client';
import { invitesQueryKey } from './get-invites';

export const createInvite = (input: CreateInviteInput) => api.post<Invite>('/api/admin/invites', input);

export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesQueryKey }),
  });
}
