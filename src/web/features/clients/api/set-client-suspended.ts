import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientSummary } from '@/shared/contracts/clients';
import { api } from '@/web/lib/api-client';

/**
 * Suspends (signs the client out everywhere, refuses sign-in) or restores a client; the client list, the
 * client's page and the pickers read again.
 */
export function useSetClientSuspended() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, suspended }: { clientId: string; suspended: boolean }) =>
      api.post<ClientSummary>(
        `/api/admin/clients/${encodeURIComponent(clientId)}/${suspended ? 'suspend' : 'restore'}`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['clients'] }),
  });
}
