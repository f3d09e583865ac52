import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientReviewList } from '@/shared/contracts/reviews';
import { api } from '@/web/lib/api-client';

/**
 * The client's reviews and how many wait for the caller's own decision. Keyed under 'reviews', so every
 * review event reads it again. One query serves the sidebar's count, the overview's card and the
 * Approvals page.
 */
export const clientReviewsQueryOptions = () =>
  queryOptions({
    queryKey: ['reviews', 'client'],
    queryFn: ({ signal }) => api.get<ClientReviewList>('/api/reviews', signal),
  });

export function useClientReviews() {
  return useQuery(clientReviewsQueryOptions());
}
