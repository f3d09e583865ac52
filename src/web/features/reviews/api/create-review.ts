import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '@/shared/contracts/reviews';
import type { ReviewRule } from '@/shared/domain/reviews';
import { uploadForm } from '@/web/lib/upload-form';

export type CreateReviewInput = {
  clientId: string;
  title: string;
  brief?: string;
  dueDate?: string;
  rule: ReviewRule;
  reviewerIds: string[];
  files: File[];
  onProgress?: (loaded: number, total: number) => void;
};

/** Staff put a first version in front of a client's people; every review list reads again. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, files, onProgress, ...fields }: CreateReviewInput) => {
      const form = new FormData();
      // The text fields go before the files, so the server reads them before the bytes stream in.
      form.append('title', fields.title);
      form.append('brief', fields.brief ?? '');
      form.append('dueDate', fields.dueDate ?? '');
      form.append('rule', fields.rule);
      form.append('reviewerIds', fields.reviewerIds.join(','));
      for (const file of files) form.append('file', file, file.name);
      return uploadForm<Review>(
        `/api/admin/clients/${encodeURIComponent(clientId)}/reviews`,
        form,
        onProgress,
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reviews'] }),
  });
}
