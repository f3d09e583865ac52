import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { clientTeamQueryKey } from './get-client-team';

/** Deletes an invitation: its link stops working (owners only). */
export function useDeleteTeamInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) => api.delete<void>(`/api/team/invites/${encodeURIComponent(inviteId)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientTeamQueryKey }),
  });
}
