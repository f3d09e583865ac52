import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddReviewComment, Review, ReviewComment } from '@/shared/contracts/reviews';
import { api } from '@/web/lib/api-client';
import { reviewQueryKey } from './get-review';

export function addReviewComment(reviewId: string, comment: AddReviewComment) {
  return api.post<ReviewComment>(`/api/reviews/${encodeURIComponent(reviewId)}/comments`, comment);
}

/**
 * A new thread (general or marked on a file of the latest version) or a reply. The comment shows at once;
 * the lists' counts are read again.
 */
export function useAddReviewComment(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: AddReviewComment) => addReviewComment(reviewId, comment),
    onSuccess: (comment) => {
      queryClient.setQueryData<Review>(reviewQueryKey(reviewId), (review) =>
        review && !review.comments.some((one) => one.id === comment.id)
          ? { ...review, comments: [...review.comments, comment] }
          : review,
      );
      return queryClient.invalidateQueries({ queryKey: ['reviews'] });
    },
  });
}
