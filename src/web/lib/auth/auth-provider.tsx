import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { z } from 'zod';
import type { Me, ProfileDto } from '@/shared/contracts/accounts';
import type { codeStepSchema } from '@/shared/contracts/two-factor';
import type { Role } from '@/shared/domain/roles';
import { api } from '../api-client';
import { clearSessionFlags } from '../session-flags';
import { meQueryKey, meQueryOptions, useMe } from './get-me';

/** How a sign-in's second step is answered: the authenticator app's code, or one recovery code. */
export type SignInCodeKind = 'app' | 'recovery';

/**
 * What a right password leads to: signed in, with the role the server knows (null when none yet), or,
 * with two-factor on, the code step (decision 047), with no session until a code is accepted.
 */
export type SignInOutcome = { codeStep: false; role: Role | null } | { codeStep: true };

type AuthActions = {
  /**
   * Signs in with the password. Throws ApiError. `onAuthenticated` runs once the person is signed in
   * (not when a code must follow), before the role is asked for.
   */
  signIn: (email: string, password: string, onAuthenticated?: () => void) => Promise<SignInOutcome>;
  /** The code step: signs in with a code and returns the role, as a sign-in without it does. Throws ApiError. */
  signInWithCode: (kind: SignInCodeKind, code: string, onAuthenticated?: () => void) => Promise<Role | null>;
  signOut: () => Promise<void>;
  /** Asks the server again for the signed-in user's role. */
  checkUserRole: () => Promise<Role | null>;
  /**
   * The server has already ended this session (a person who left their company's team): forgets it
   * here as sign-out does, without asking the server to end it again.
   */
  forgetSession: () => void;
  /** True from the moment sign-out starts until the session is gone (or the request failed). */
  signingOut: boolean;
};

export type AuthState = {
  user: Me['user'] | null;
  role: Role | null;
  /** A client's person: their company's id and their role there (issue 47); null for an admin. */
  client: Me['client'];
  profile: ProfileDto | null;
  /** True until the first session and role check finishes. */
  loading: boolean;
};

const AuthContext = createContext<AuthActions | null>(null);

const codeRoutes: Record<SignInCodeKind, string> = {
  app: '/api/auth/two-factor/verify-totp',
  recovery: '/api/auth/two-factor/verify-backup-code',
};

function isCodeStep(answer: unknown): answer is z.infer<typeof codeStepSchema> {
  return typeof answer === 'object' && answer !== null && 'twoFactorRedirect' in answer;
}

/**
 * SPEC §3 "Auth session". The session itself is an HTTP-only cookie the browser never sees; what the
 * app knows about it lives in the ['me'] query, so every screen reads one source.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);

  const checkUserRole = useCallback(async () => {
    const me = await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
    return me?.role ?? null;
  }, [queryClient]);

  /** A new session has begun: what the tab knew of the previous one goes, and the role is read. */
  const startSession = useCallback(
    (onAuthenticated?: () => void) => {
      clearSessionFlags();
      onAuthenticated?.();
      // Rows cached for whoever used this tab before must not show through to the new account.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      return checkUserRole();
    },
    [queryClient, checkUserRole],
  );

  const signIn = useCallback(
    async (email: string, password: string, onAuthenticated?: () => void): Promise<SignInOutcome> => {
      const answer = await api.post<unknown>('/api/auth/sign-in/email', { email, password });
      // The password was right, but no session exists until the code step accepts a code.
      if (isCodeStep(answer)) return { codeStep: true };
      return { codeStep: false, role: await startSession(onAuthenticated) };
    },
    [startSession],
  );

  const signInWithCode = useCallback(
    async (kind: SignInCodeKind, code: string, onAuthenticated?: () => void) => {
      await api.post(codeRoutes[kind], { code });
      return startSession(onAuthenticated);
    },
    [startSession],
  );

  const forgetSession = useCallback(() => {
    queryClient.setQueryData(meQueryKey, null);
    clearSessionFlags();
    // The next person on this browser must not see the previous user's cached rows.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
  }, [queryClient]);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    await queryClient.cancelQueries();
    // SPEC §4: the role is cleared first, so nothing role-gated outlives the request below.
    queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, role: null } : me));
    try {
      await api.post('/api/auth/sign-out', {});
    } catch (error) {
      await queryClient.refetchQueries({ queryKey: meQueryKey });
      setSigningOut(false);
      throw error;
    }
    forgetSession();
    setSigningOut(false);
  }, [queryClient, forgetSession]);

  const value = useMemo(
    () => ({ signIn, signInWithCode, signOut, checkUserRole, forgetSession, signingOut }),
    [signIn, signInWithCode, signOut, checkUserRole, forgetSession, signingOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth actions alone: reading them does not fetch /api/me (login pages use this). */
export function useAuthActions() {
  const actions = useContext(AuthContext);
  if (!actions) throw new Error('useAuthActions must be used inside <AuthProvider>');
  return actions;
}

/** The signed-in user, their role and profile, plus the auth actions. */
export function useAuth(): AuthState & AuthActions {
  const actions = useAuthActions();
  const { data, isPending } = useMe();
  return {
    ...actions,
    user: data?.user ?? null,
    role: data?.role ?? null,
    client: data?.client ?? null,
    profile: data?.profile ?? null,
    loading: isPending,
  };
}
