import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { clientTeamQueryKey } from './get-client-team';

export const removeTeammate = (userId: string) =>
  api.delete<void>(`/api/team/members/${encodeURIComponent(userId)}`);

/** Removes a teammate from the company; their sessions end (owners only). */
export function useRemoveTeammate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTeammate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientTeamQueryKey }),
  });
}
