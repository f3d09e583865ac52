import { useMutation } from '@tanstack/react-query';
import type { TwoFactorEnrolment } from '@/shared/contracts/two-factor';
import { api } from '@/web/lib/api-client';

/**
 * Turning two-factor on, first step: the password again. Answers the authenticator app's secret and the
 * recovery codes; it is on only once the app's first code is confirmed (confirm-two-factor.ts).
 */
export function useStartTwoFactor() {
  return useMutation({
    // The password it was sent and the secrets it answered leave memory with the dialog.
    gcTime: 0,
    mutationFn: (body: { password: string }) =>
      api.post<TwoFactorEnrolment>('/api/auth/two-factor/enable', body),
  });
}
