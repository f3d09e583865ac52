import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';

/** Asks for a new verification link; the link lands on the login page, which then says the address is verified. */
export const sendVerificationEmail = (email: string) =>
  api.post('/api/auth/send-verification-email', {
    email,
    callbackURL: `${window.location.origin}/login?verified=1`,
  });

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
