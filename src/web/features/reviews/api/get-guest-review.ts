import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@/shared/contracts/reviews';
import { ApiError, api } from '@/web/lib/api-client';
import { guestReviewBase, guestReviewKey } from './review-endpoints';

/** A guest has no live stream: the review is read again this often while the page is in view. */
export const GUEST_REVIEW_REFRESH_MS = 15_000;

export const guestReviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: guestReviewKey(token),
    queryFn: ({ signal }) => api.get<Review>(`${guestReviewBase(token)}/review`, signal),
  });

/**
 * The review as the guest sees it (their own comments and decisions named 'You', the files under the link).
 * Read again every 15 s while the page is visible, so a new version, comment or the guest's removal shows
 * within seconds. 401 (this browser has not confirmed) and 404 (removed or expired) are answers, not
 * failures to retry.
 */
export function useGuestReview(token: string) {
  return useQuery({
    ...guestReviewQueryOptions(token),
    // A dead link stays dead (sending again makes a new one): it is not asked again.
    refetchInterval: (query) =>
      query.state.error instanceof ApiError && query.state.error.status === 404
        ? false
        : GUEST_REVIEW_REFRESH_MS,
    refetchIntervalInBackground: false,
    retry: (failures, error) =>
      !(error instanceof ApiError && (error.status === 401 || error.status === 404)) && failures < 2,
  });
}
