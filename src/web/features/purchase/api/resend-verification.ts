import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';

/** Asks again for the verification link; like the first, it lands on the login page, which says the address is verified. */
const resendVerification = (email: string) =>
  api.post('/api/auth/send-verification-email', {
    email,
    callbackURL: `${window.location.origin}/login?verified=1`,
  });

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
