import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { adminInvitesQueryKey } from './get-admin-invites';

export function useDeleteAdminInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) =>
      api.delete<{ id: string }>(`/api/admin/team/invites/${encodeURIComponent(inviteId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminInvitesQueryKey }),
  });
}
