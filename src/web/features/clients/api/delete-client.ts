import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';

/** An admin deletes a client, typing its name to confirm; the client list and the pickers read again. */
export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, confirmation }: { clientId: string; confirmation: string }) =>
      api.delete<{ id: string }>(`/api/admin/clients/${encodeURIComponent(clientId)}`, { confirmation }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['clients'] }),
  });
}
