import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '@/shared/contracts/reviews';
import { apiFetch } from '@/web/lib/api-client';
import { reviewQueryKey } from './get-review';
import { reviewGuestPath } from './resend-review-guest';

/** The guest's state becomes 'removed': their link, and any browser that confirmed it, stop at once. */
export function removeReviewGuest(reviewId: string, guestId: string) {
  return apiFetch<Review>(reviewGuestPath(reviewId, guestId), { method: 'DELETE' });
}

/** Staff take a guest off the review. Their decisions made so far stay in the record. */
export function useRemoveReviewGuest(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guestId: string) => removeReviewGuest(reviewId, guestId),
    onSuccess: (review) => {
      queryClient.setQueryData(reviewQueryKey(reviewId), review);
      return queryClient.invalidateQueries({ queryKey: ['reviews'] });
    },
  });
}
