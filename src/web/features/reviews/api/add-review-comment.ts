import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddReviewComment, Review, ReviewComment } from '@/shared/contracts/reviews';
import { api } from '@/web/lib/api-client';
import { uploadForm } from '@/web/lib/upload-form';
import { useReviewEndpoints } from './review-endpoints';

type AddCommentInput = AddReviewComment & {
  /** Files attached (the task comment rules); with them the text may be blank. */
  files?: File[];
  /** 0 to 100 while files upload. */
  onProgress?: (percent: number) => void;
};

/**
 * `url`: where the page's endpoints send comments (the portal's, or a guest link's). Text alone goes as
 * JSON; with files it is multipart (reviewCommentUpload: `body`, `anchor` as JSON, `parentId`, a `file` part
 * each), with upload progress. Without text the server stores 'File attachment'.
 */
export function addReviewComment(url: string, { files = [], onProgress, ...comment }: AddCommentInput) {
  if (files.length === 0) return api.post<ReviewComment>(url, comment);
  const form = new FormData();
  if (comment.body) form.append('body', comment.body);
  if (comment.anchor) form.append('anchor', JSON.stringify(comment.anchor));
  if (comment.parentId) form.append('parentId', comment.parentId);
  for (const file of files) form.append('file', file, file.name);
  return uploadForm<ReviewComment>(url, form, (loaded, total) =>
    onProgress?.(Math.round((loaded / total) * 100)),
  );
}

/**
 * A new thread (general or marked on a file of the latest version) or a reply. The comment shows at once;
 * the lists' counts are read again.
 */
export function useAddReviewComment(reviewId: string) {
  const queryClient = useQueryClient();
  const endpoints = useReviewEndpoints();
  return useMutation({
    mutationFn: (comment: AddCommentInput) => addReviewComment(endpoints.comments(reviewId), comment),
    onSuccess: (comment) => {
      queryClient.setQueryData<Review>(endpoints.reviewKey(reviewId), (review) =>
        review && !review.comments.some((one) => one.id === comment.id)
          ? { ...review, comments: [...review.comments, comment] }
          : review,
      );
      return queryClient.invalidateQueries({ queryKey: ['reviews'] });
    },
  });
}
