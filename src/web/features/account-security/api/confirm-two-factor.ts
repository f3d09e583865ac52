import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';

/**
 * Turning two-factor on, second step: the app's first code proves it was set up; two-factor is on from
 * here. The state is read again only once the recovery codes were shown (get-two-factor-state.ts).
 */
export function useConfirmTwoFactor() {
  return useMutation({
    mutationFn: (body: { code: string }) => api.post('/api/auth/two-factor/verify-totp', body),
  });
}
