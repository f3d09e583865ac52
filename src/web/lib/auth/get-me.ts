import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@/shared/contracts/accounts';
import { ApiError, api } from '../api-client';

export const meQueryKey = ['me'] as const;

/**
 * Who is signed in: the user, their role and profile, or null when signed out. It only changes on
 * sign-in, sign-out, a profile or onboarding event or a 401, and each of those invalidates it, so it
 * never goes stale by itself.
 */
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: async ({ signal }): Promise<Me | null> => {
    try {
      return await api.get<Me>('/api/me', signal);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
  // The profile (welcomeFlowCompleted keeps the welcome modal away) and onboardingCompleted (the
  // questionnaire saved: the banner, the Get Started dot and the Overview's prompts) come with it, and a
  // staff member's role, which Team Settings changes ('team' events reach only the staff).
  meta: { alsoStaleOn: ['profiles', 'onboarding', 'team'] },
});

export function useMe() {
  return useQuery(meQueryOptions);
}
