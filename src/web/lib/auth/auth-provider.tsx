import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { Me, ProfileDto } from '@/shared/contracts/accounts';
import type { Role } from '@/shared/domain/roles';
import { api } from '../api-client';
import { clearSessionFlags } from '../session-flags';
import { meQueryKey, meQueryOptions, useMe } from './me-query';

type AuthActions = {
  /**
   * Signs in and returns the role the server knows for the user (null when none yet). Throws ApiError.
   * `onAuthenticated` runs once the password is accepted, before the role is asked for.
   */
  signIn: (email: string, password: string, onAuthenticated?: () => void) => Promise<Role | null>;
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

  const signIn = useCallback(
    async (email: string, password: string, onAuthenticated?: () => void) => {
      await api.post('/api/auth/sign-in/email', { email, password });
      clearSessionFlags();
      onAuthenticated?.();
      // Rows cached for whoever used this tab before must not show through to the new account.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      return checkUserRole();
    },
    [queryClient, checkUserRole],
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
    () => ({ signIn, signOut, checkUserRole, forgetSession, signingOut }),
    [signIn, signOut, checkUserRole, forgetSession, signingOut],
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
