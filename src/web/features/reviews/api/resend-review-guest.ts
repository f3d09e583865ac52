import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '@/shared/contracts/reviews';
import { apiFetch } from '@/web/lib/api-client';
import { reviewQueryKey } from './get-review';

export const reviewGuestPath = (reviewId: string, guestId: string) =>
  `/api/admin/reviews/${encodeURIComponent(reviewId)}/guests/${encodeURIComponent(guestId)}`;

/** A bodiless POST: a new link goes to the guest, and the one before it stops working. */
export function resendReviewGuest(reviewId: string, guestId: string) {
  return apiFetch<Review>(`${reviewGuestPath(reviewId, guestId)}/resend`, { method: 'POST' });
}

/** Staff send a guest's invitation again, with a new link. */
export function useResendReviewGuest(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guestId: string) => resendReviewGuest(reviewId, guestId),
    onSuccess: (review) => queryClient.setQueryData(reviewQueryKey(reviewId), review),
  });
}
