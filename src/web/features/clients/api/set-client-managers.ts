import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientManagers } from '@/shared/contracts/team';
import { api } from '@/web/lib/api-client';
import { clientManagersQueryOptions } from './get-client-managers';

/** An admin sets a client's account managers, the whole list at once (decision 043). */
export function useSetClientManagers(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) =>
      api.put<ClientManagers>(`/api/admin/clients/${encodeURIComponent(clientId)}/managers`, { userIds }),
    onSuccess: ({ managers }) => {
      queryClient.setQueryData(clientManagersQueryOptions(clientId).queryKey, managers);
      // 'My clients' may now hold this client, or no longer.
      return queryClient.invalidateQueries({ queryKey: ['clients', 'list'] });
    },
  });
}
