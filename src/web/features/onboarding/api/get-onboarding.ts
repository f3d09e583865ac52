import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Onboarding } from '@/shared/contracts/onboarding';
import { api } from '@/web/lib/api-client';

/** Keyed by the 'onboarding' event topic. */
export const onboardingQueryKey = ['onboarding'] as const;

export const onboardingQueryOptions = queryOptions({
  queryKey: onboardingQueryKey,
  queryFn: async ({ signal }) =>
    (await api.get<{ onboarding: Onboarding | null }>('/api/onboarding', signal)).onboarding,
});

/** The signed-in client's saved answers, or null while onboarding is not completed. */
export function useOnboarding() {
  return useQuery(onboardingQueryOptions);
}
