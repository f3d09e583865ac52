import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DecideReview, Review } from '@/shared/contracts/reviews';
import { reviewDecisionDoneLabels, reviewMessages } from '@/shared/domain/reviews';
import { api, errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { useReviewEndpoints } from './review-endpoints';

/** `url`: where the page's endpoints send decisions (the portal's, or a guest link's). */
export function decideReview(url: string, decision: DecideReview) {
  return api.post<Review>(url, decision);
}

/**
 * A named reviewer's decision on the latest version (client side). It says how it went here, not in the
 * form: the saved review no longer lets the caller decide, so the form is gone before its own callbacks run.
 */
export function useDecideReview(reviewId: string) {
  const queryClient = useQueryClient();
  const endpoints = useReviewEndpoints();
  return useMutation({
    mutationFn: (decision: DecideReview) => decideReview(endpoints.decision(reviewId), decision),
    onSuccess: (review, { decision }) => {
      queryClient.setQueryData(endpoints.reviewKey(reviewId), review);
      toast.success(reviewMessages.decided(reviewDecisionDoneLabels[decision]));
    },
    onError: (error) =>
      toast.error(reviewMessages.decideFailed, { description: errorMessage(error, 'Please try again.') }),
    // Settled, not success: after a refusal (decided meanwhile, no longer awaiting) the page shows what is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}
