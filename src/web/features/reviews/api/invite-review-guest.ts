import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteReviewGuest, Review } from '@/shared/contracts/reviews';
import { api } from '@/web/lib/api-client';
import { reviewQueryKey } from './get-review';

export function inviteReviewGuest(reviewId: string, guest: InviteReviewGuest) {
  return api.post<Review>(`/api/admin/reviews/${encodeURIComponent(reviewId)}/guests`, guest);
}

/** Staff invite someone outside the portal to this review; the answer is the review with its guests. */
export function useInviteReviewGuest(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guest: InviteReviewGuest) => inviteReviewGuest(reviewId, guest),
    onSuccess: (review) => {
      queryClient.setQueryData(reviewQueryKey(reviewId), review);
      return queryClient.invalidateQueries({ queryKey: ['reviews'] });
    },
  });
}
