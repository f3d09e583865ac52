import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { isStaff, type Role } from '@/shared/domain/roles';
import { messages } from '@/shared/messages';
import { type AuthState, useAuth } from '@/web/lib/auth/auth-provider';
import { toast } from '@/web/lib/toast';
import { PageLoader } from '@/web/ui/page-loader';

type Redirect = { to: string; message?: string };

type GuardInput = AuthState & { signingOut: boolean };

type GuardPolicy = {
  /** Whether a role belongs in the area. */
  admits: (role: Role) => boolean;
  loadingLabel: string;
  signedOut: Redirect;
  wrongRole: Redirect;
  noRole: Redirect;
};

/** SPEC §4 "Client guard" and §6. */
export const clientPolicy: GuardPolicy = {
  admits: (role) => role === 'client',
  loadingLabel: messages.guard.loadingClient,
  signedOut: { to: '/login' },
  wrongRole: { to: '/admin/login', message: messages.guard.clientOnly },
  noRole: { to: '/login', message: messages.guard.noRole },
};

/**
 * SPEC §4 "Admin guard" and §6: the agency's staff, admins and account managers alike (decision 043);
 * what only admins may use is hidden inside the area (web/lib/auth/staff-role.ts).
 */
export const adminPolicy: GuardPolicy = {
  admits: isStaff,
  loadingLabel: messages.guard.loadingAdmin,
  signedOut: { to: '/admin/login' },
  wrongRole: { to: '/login', message: messages.guard.adminOnly },
  noRole: { to: '/admin/login', message: messages.guard.noRole },
};

function decideAccess({ user, role, loading, signingOut }: GuardInput, policy: GuardPolicy) {
  if (loading) return 'loading' as const;
  // Sign-out clears the role before the session ends; the page stays as it is until it navigates away.
  if (signingOut) return 'allow' as const;
  if (!user) return policy.signedOut;
  if (!role) return policy.noRole;
  return policy.admits(role) ? ('allow' as const) : policy.wrongRole;
}

/** Renders its children only for the policy's roles; everyone else is told why and sent to a login page. */
export function RoleGuard({ policy, children }: { policy: GuardPolicy; children: ReactNode }) {
  const verdict = decideAccess(useAuth(), policy);
  const notice = typeof verdict === 'object' ? verdict.message : undefined;

  useEffect(() => {
    // The id keeps a re-run effect (StrictMode, a quick re-render) from stacking the same toast.
    if (notice) toast.error(notice, { id: notice });
  }, [notice]);

  if (verdict === 'loading') return <PageLoader label={policy.loadingLabel} />;
  if (verdict === 'allow') return children;
  return <Navigate to={verdict.to} replace />;
}
