import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeTeammateRole, ClientTeamMember } from '@/shared/contracts/client-team';
import { api } from '@/web/lib/api-client';
import { clientTeamQueryKey } from './get-client-team';

/** Gives a teammate another role (owners only). */
export function useChangeTeammateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: ChangeTeammateRole & { userId: string }) =>
      api.patch<ClientTeamMember>(`/api/team/members/${encodeURIComponent(userId)}`, { role }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientTeamQueryKey }),
  });
}
