import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '@/shared/contracts/reviews';
import { uploadForm } from '@/web/lib/upload-form';
import { reviewQueryKey } from './get-review';

type AddVersionInput = {
  note: string;
  /** The open threads (their first comments' ids) this version addressed. */
  addressed: string[];
  files: File[];
  /** Bytes sent so far and the body's total, while the files go up. */
  onProgress?: (loaded: number, total: number) => void;
};

/** Multipart (reviewVersionUpload): `note`, `addressed` as comma-separated ids, a `file` part per file. */
export function addReviewVersion(reviewId: string, { note, addressed, files, onProgress }: AddVersionInput) {
  const form = new FormData();
  if (note) form.append('note', note);
  if (addressed.length > 0) form.append('addressed', addressed.join(','));
  for (const file of files) form.append('file', file, file.name);
  return uploadForm<Review>(`/api/admin/reviews/${encodeURIComponent(reviewId)}/versions`, form, onProgress);
}

/** Staff send the next version of a review that is not approved. */
export function useAddReviewVersion(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddVersionInput) => addReviewVersion(reviewId, input),
    onSuccess: (review) => {
      queryClient.setQueryData(reviewQueryKey(reviewId), review);
      return queryClient.invalidateQueries({ queryKey: ['reviews'] });
    },
  });
}
