import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@/shared/contracts/reviews';
import { ApiError, api } from '@/web/lib/api-client';

/** Under 'reviews', the realtime topic: a comment, decision or version from the other side refreshes it. */
export const reviewQueryKey = (reviewId: string) => ['reviews', 'one', reviewId] as const;

export const reviewQueryOptions = (reviewId: string) =>
  queryOptions({
    queryKey: reviewQueryKey(reviewId),
    queryFn: ({ signal }) => api.get<Review>(`/api/reviews/${encodeURIComponent(reviewId)}`, signal),
  });

/** One review, whole. A review that is gone (or another client's) answers 404, which a retry will not change. */
export function useReview(reviewId: string) {
  return useQuery({
    ...reviewQueryOptions(reviewId),
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}
