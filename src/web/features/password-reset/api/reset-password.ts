import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';

/** Sets the new password with the emailed token; the server then ends every session of the account. */
export const resetPassword = ({ token, newPassword }: { token: string; newPassword: string }) =>
  api.post('/api/auth/reset-password', { token, newPassword });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
