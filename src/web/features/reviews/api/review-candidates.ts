import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewCandidates } from '@/shared/contracts/reviews';
import { api } from '@/web/lib/api-client';

/** The client's people a review may name; their team changes arrive as 'clients' events. */
export const reviewCandidatesQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: ['reviews', 'candidates', clientId],
    queryFn: ({ signal }) =>
      api.get<ReviewCandidates>(
        `/api/admin/clients/${encodeURIComponent(clientId)}/review-candidates`,
        signal,
      ),
    meta: { alsoStaleOn: ['clients'] },
  });

/** Asked only while the create dialog is open. */
export function useReviewCandidates(clientId: string, enabled: boolean) {
  return useQuery({ ...reviewCandidatesQueryOptions(clientId), enabled });
}
