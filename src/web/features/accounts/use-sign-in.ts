import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN_ROLE_WAIT_MS } from '@/shared/domain/limits';
import { isStaff, type Role } from '@/shared/domain/roles';
import { messages } from '@/shared/messages';
import { ApiError, errorMessage } from '@/web/lib/api-client';
import { type SignInCodeKind, type SignInOutcome, useAuthActions } from '@/web/lib/auth/auth-provider';
import { toast } from '@/web/lib/toast';

/** The two doors: the client login and the admin login, which agency staff of either role use. */
export type LoginKind = 'client' | 'admin';

const ROLE_RECHECK_MS = 1_000;
/** One toast follows the attempt: 'Checking admin credentials...' turns into its outcome in place. */
const TOAST_ID = 'sign-in';
/** The door a role belongs at: an account manager's is the admin login, like an admin's (decision 043). */
const doorOf = (role: Role): LoginKind => (isStaff(role) ? 'admin' : 'client');
const homeOf: Record<LoginKind, string> = { client: '/dashboard', admin: '/admin' };
const wrongDoorNotice: Record<LoginKind, string> = {
  client: messages.login.adminRedirectNotice,
  admin: messages.login.clientRedirectNotice,
};

/**
 * SPEC §4 "Login redirects" and §8 "Login". Each login page expects a role; a user with the other role
 * is told so and sent to their own dashboard. With no role yet, the role is re-checked every second for
 * up to 10 s before giving up. With two-factor on, a right password leads to the code step instead
 * (`onCodeStep`), and an accepted code continues exactly as a sign-in without one. Each resolves once the
 * attempt is over, so the form stays busy until then.
 */
export function useSignIn(
  kind: LoginKind,
  { onUnverified, onCodeStep }: { onUnverified?: (email: string) => void; onCodeStep: () => Promise<void> },
) {
  const { signIn, signInWithCode, checkUserRole } = useAuthActions();
  const navigate = useNavigate();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The admin login says it is checking while the role is fetched; the client login says it worked.
  const onAuthenticated = () =>
    kind === 'admin'
      ? toast.loading(messages.login.checkingAdmin, { id: TOAST_ID })
      : toast.success(messages.login.success, { id: TOAST_ID });

  const enter = async (knownRole: Role | null) => {
    const role = knownRole ?? (await waitForRole(checkUserRole, () => mounted.current));
    if (!mounted.current) {
      toast.dismiss(TOAST_ID);
      return;
    }
    if (!role) {
      toast.error(messages.login.roleUnknown, { id: TOAST_ID });
      return;
    }
    const door = doorOf(role);
    if (door !== kind) toast.info(wrongDoorNotice[kind], { id: TOAST_ID });
    else if (kind === 'admin') toast.success(messages.login.success, { id: TOAST_ID });
    navigate(homeOf[door], { replace: true });
  };

  const withPassword = async ({ email, password }: { email: string; password: string }) => {
    let outcome: SignInOutcome;
    try {
      outcome = await signIn(email.trim(), password, onAuthenticated);
    } catch (error) {
      toast.error(failureMessage(error), { id: TOAST_ID });
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') onUnverified?.(email.trim());
      return;
    }
    // A failed attempt's toast would otherwise stay over the code step.
    if (outcome.codeStep) {
      toast.dismiss(TOAST_ID);
      await onCodeStep();
      return;
    }
    await enter(outcome.role);
  };

  /** Throws the server's refusal (a wrong code, the step expired), which the code step shows itself. */
  const withCode = async (codeKind: SignInCodeKind, code: string) =>
    enter(await signInWithCode(codeKind, code, onAuthenticated));

  return { withPassword, withCode };
}

function failureMessage(error: unknown) {
  // The server's words cover the auth library's 401 and our limiter's 429 alike.
  return error instanceof ApiError ? errorMessage(error, messages.login.failed) : messages.login.unexpected;
}

async function waitForRole(check: () => Promise<Role | null>, stillWanted: () => boolean) {
  const deadline = Date.now() + LOGIN_ROLE_WAIT_MS;
  while (Date.now() < deadline && stillWanted()) {
    await new Promise((resolve) => setTimeout(resolve, ROLE_RECHECK_MS));
    const role = await check().catch(() => null);
    if (role) return role;
  }
  return null;
}
