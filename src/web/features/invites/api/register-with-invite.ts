import { useMutation } from '@tanstack/react-query';
import type { InviteRegistration } from '@/shared/contracts/invites';
import type { AccountCreated } from '@/shared/contracts/signup-fields';
import { api } from '@/web/lib/api-client';

export const registerWithInvite = ({ token, ...registration }: InviteRegistration & { token: string }) =>
  api.post<AccountCreated>(`/api/invites/${encodeURIComponent(token)}/register`, registration);

/** Creates the client account; it can sign in once the emailed link has verified the address. */
export function useRegisterWithInvite() {
  return useMutation({ mutationFn: registerWithInvite });
}
