import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientSummary, UpdateClientInput } from '@/shared/contracts/clients';
import { api } from '@/web/lib/api-client';

const clientPath = (clientId: string) => `/api/admin/clients/${encodeURIComponent(clientId)}`;

/** Every admin change to a client refreshes the client list, the client's page and the pickers. */
function useClientMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['clients'] }),
  });
}

export function useUpdateClient() {
  return useClientMutation(({ clientId, ...changes }: UpdateClientInput & { clientId: string }) =>
    api.patch<ClientSummary>(clientPath(clientId), changes),
  );
}

/** Suspends (signs the client out everywhere, refuses sign-in) or restores a client. */
export function useSetClientSuspended() {
  return useClientMutation(({ clientId, suspended }: { clientId: string; suspended: boolean }) =>
    api.post<ClientSummary>(`${clientPath(clientId)}/${suspended ? 'suspend' : 'restore'}`),
  );
}

export function useDeleteClient() {
  return useClientMutation(({ clientId, confirmation }: { clientId: string; confirmation: string }) =>
    api.delete<{ id: string }>(clientPath(clientId), { confirmation }),
  );
}

/** Mails the client a password reset link. */
export function useSendClientPasswordReset() {
  return useMutation({
    mutationFn: (clientId: string) => api.post<{ email: string }>(`${clientPath(clientId)}/password-reset`),
  });
}
