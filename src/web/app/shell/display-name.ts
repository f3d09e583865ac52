import type { AuthState } from '@/web/lib/auth/auth-provider';

/** The name the top bar's avatar stands for: the profile's names, else the account's name or email. */
export function displayName({ user, profile }: Pick<AuthState, 'user' | 'profile'>) {
  const fullName = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
  return fullName || profile?.contactPerson || user?.name || user?.email || 'Account';
}
