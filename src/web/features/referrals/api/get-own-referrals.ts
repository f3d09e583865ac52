import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnReferralList } from '@/shared/contracts/referrals';
import { api } from '@/web/lib/api-client';

/**
 * Refer & Earn: the client's own referrals, Approved count and Total Earned. Under 'referrals', the
 * realtime topic: a decision shows at once.
 */
export const ownReferralsQueryOptions = () =>
  queryOptions({
    queryKey: ['referrals', 'own'],
    queryFn: ({ signal }) => api.get<OwnReferralList>('/api/referrals', signal),
  });

export function useOwnReferrals() {
  return useQuery(ownReferralsQueryOptions());
}
