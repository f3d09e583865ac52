import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { invitesQueryKey } from './get-invites';

export const deleteInvite = (inviteId: string) =>
  api.delete<{ id: string }>(`/api/admin/invites/${encodeURIComponent(inviteId)}`);

export function useDeleteInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesQueryKey }),
  });
}
