import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientOnboardingState } from '@/shared/contracts/onboarding';
import { api } from '@/web/lib/api-client';

/**
 * Under the 'onboarding' topic, so answers saved while the page is open show up at once; a 'profiles'
 * event refreshes it too, for the welcome modal's state.
 */
export const clientOnboardingQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: ['onboarding', 'client', clientId],
    queryFn: ({ signal }) =>
      api.get<ClientOnboardingState>(`/api/admin/clients/${encodeURIComponent(clientId)}/onboarding`, signal),
    meta: { alsoStaleOn: ['profiles'] },
  });

/** Which onboarding steps a client has done and the questionnaire as they answered it (admins only). */
export function useClientOnboarding(clientId: string) {
  return useQuery(clientOnboardingQueryOptions(clientId));
}
