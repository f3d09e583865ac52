import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientTeamInvite, InviteTeammateInput } from '@/shared/contracts/client-team';
import { api } from '@/web/lib/api-client';
import { clientTeamQueryKey } from './get-client-team';

/** Mails a teammate an invitation to the company (owners only). */
export function useInviteTeammate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteTeammateInput) => api.post<ClientTeamInvite>('/api/team/invites', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientTeamQueryKey }),
  });
}
