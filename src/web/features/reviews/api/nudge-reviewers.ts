import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { reviewPageStrings as s } from '../review-strings';
import { reviewQueryKey } from './get-review';

/** How many reviewers who had yet to decide were reminded. */
type NudgeResult = { nudged: number };

/** A bodiless POST: the server reminds whoever has yet to decide on the latest version. */
export function nudgeReviewers(reviewId: string) {
  return apiFetch<NudgeResult>(`/api/admin/reviews/${encodeURIComponent(reviewId)}/nudge`, {
    method: 'POST',
  });
}

/**
 * Staff remind the reviewers who have yet to decide (bell and email), once an hour a review. A refusal says
 * why in the server's words: nothing awaits a decision any more (the page is then read again), or too soon.
 */
export function useNudgeReviewers(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => nudgeReviewers(reviewId),
    onSuccess: ({ nudged }) => toast.success(s.nudged(nudged)),
    onError: (error) => {
      toast.error(errorMessage(error, s.nudgeFailed));
      return queryClient.invalidateQueries({ queryKey: reviewQueryKey(reviewId) });
    },
  });
}
