import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientTeamInvite } from '@/shared/contracts/client-team';
import { api } from '@/web/lib/api-client';
import { clientTeamQueryKey } from './get-client-team';

/** Mails an invitation again (owners only). */
export function useResendTeamInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) =>
      api.post<ClientTeamInvite>(`/api/team/invites/${encodeURIComponent(inviteId)}/resend`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientTeamQueryKey }),
  });
}
