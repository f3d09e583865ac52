import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { teamQueryKey } from '@/web/lib/staff/get-team';

export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api.delete<{ id: string }>(`/api/admin/team/${encodeURIComponent(userId)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
