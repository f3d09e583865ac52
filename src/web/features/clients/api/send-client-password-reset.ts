import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';

/** Mails the client a password reset link. */
export function useSendClientPasswordReset() {
  return useMutation({
    mutationFn: (clientId: string) =>
      api.post<{ email: string }>(`/api/admin/clients/${encodeURIComponent(clientId)}/password-reset`),
  });
}
