import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamMember } from '@/shared/contracts/team';
import type { StaffRole } from '@/shared/domain/roles';
import { api } from '@/web/lib/api-client';
import { teamQueryKey } from '@/web/lib/staff/get-team';

/** Team Settings: makes another staff member an admin or an account manager (decision 043). */
export function useChangeStaffRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: StaffRole }) =>
      api.patch<TeamMember>(`/api/admin/team/${encodeURIComponent(userId)}`, { role }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
