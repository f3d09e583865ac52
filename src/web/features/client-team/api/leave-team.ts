import { useMutation } from '@tanstack/react-query';
import { removeTeammate } from './remove-teammate';

/**
 * The caller removes themself from their company: the same route as an owner's Remove. The server ends
 * the caller's sessions with it, so nothing is read again here: the caller forgets the session as a
 * sign-out does and goes to the login.
 */
export function useLeaveTeam() {
  return useMutation({ mutationFn: (yourUserId: string) => removeTeammate(yourUserId) });
}
