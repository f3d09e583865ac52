import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewComment } from '@/shared/contracts/reviews';
import { api } from '@/web/lib/api-client';
import { reviewQueryKey } from './get-review';

type ResolveInput = { commentId: string; resolved: boolean };

export function resolveReviewComment(reviewId: string, { commentId, resolved }: ResolveInput) {
  return api.post<ReviewComment>(
    `/api/admin/reviews/${encodeURIComponent(reviewId)}/comments/${encodeURIComponent(commentId)}/resolve`,
    { resolved },
  );
}

/** Staff mark a thread resolved, or open it again. */
export function useResolveReviewComment(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResolveInput) => resolveReviewComment(reviewId, input),
    onSuccess: (comment) => {
      queryClient.setQueryData<Review>(reviewQueryKey(reviewId), (review) =>
        review
          ? { ...review, comments: review.comments.map((one) => (one.id === comment.id ? comment : one)) }
          : review,
      );
      return queryClient.invalidateQueries({ queryKey: ['reviews'] });
    },
  });
}
