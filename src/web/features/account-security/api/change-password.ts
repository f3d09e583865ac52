import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { sessionsQueryKey } from './get-sessions';

/**
 * The auth library checks the current password, sets the new one and ends every other session; this
 * browser is handed a new session with the answer.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      api.post('/api/auth/change-password', { ...body, revokeOtherSessions: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
