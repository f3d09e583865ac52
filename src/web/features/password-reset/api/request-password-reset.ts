import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';

/** Mails a reset link when the email has an account; the answer is the same either way. */
export const requestPasswordReset = (email: string) =>
  api.post('/api/auth/request-password-reset', {
    email,
    redirectTo: `${window.location.origin}/reset-password`,
  });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
