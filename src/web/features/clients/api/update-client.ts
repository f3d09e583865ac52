import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientSummary, UpdateClientInput } from '@/shared/contracts/clients';
import { api } from '@/web/lib/api-client';

/** An admin edits a client's details; the client list, the client's page and the pickers read again. */
export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, ...changes }: UpdateClientInput & { clientId: string }) =>
      api.patch<ClientSummary>(`/api/admin/clients/${encodeURIComponent(clientId)}`, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['clients'] }),
  });
}
