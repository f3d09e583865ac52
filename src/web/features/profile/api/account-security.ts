import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSession } from '@/shared/contracts/profile';
import { api } from '@/web/lib/api-client';

export const sessionsQueryKey = ['account-sessions'] as const;

export function useSessions() {
  return useQuery({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) => api.get<{ sessions: AccountSession[] }>('/api/account/sessions', signal),
    select: (data) => data.sessions,
  });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ revoked: number }>('/api/account/sessions/revoke-others'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

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
