import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { useRereadTwoFactorState } from './get-two-factor-state';

/** Turns two-factor off with the password and a code (the app's, or a recovery code). */
export function useTurnOffTwoFactor() {
  const reread = useRereadTwoFactorState();
  return useMutation({
    // The password it was sent and the secrets it answered leave memory with the dialog.
    gcTime: 0,
    mutationFn: (body: { password: string; code: string }) => api.post('/api/auth/two-factor/disable', body),
    onSuccess: reread,
  });
}
