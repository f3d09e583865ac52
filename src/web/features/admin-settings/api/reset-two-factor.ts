import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamMember } from '@/shared/contracts/team';
import { api } from '@/web/lib/api-client';
import { teamQueryKey } from '@/web/lib/staff/get-team';

/** Team Settings: another staff member's two-factor goes (a lost phone); they set it up again. */
export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api.post<TeamMember>(`/api/admin/team/${encodeURIComponent(userId)}/two-factor/reset`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
