import { useQuery, useQueryClient } from '@tanstack/react-query';
import { meQueryKey, meQueryOptions } from '@/web/lib/auth/get-me';

/** The signed-in person's two-factor state: it comes with who they are (/api/me). */
export function useTwoFactorState() {
  return useQuery({ ...meQueryOptions, select: (me) => me?.twoFactor ?? null });
}

/**
 * Reads the state again after a change. Turning it on waits until the recovery codes were shown: for a
 * staff member whose setup is required, the new state lets the admin area in, in place of the codes.
 */
export function useRereadTwoFactorState() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: meQueryKey });
}
