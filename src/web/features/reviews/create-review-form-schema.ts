import { z } from 'zod';
import { createReviewFieldsSchema } from '@/shared/contracts/reviews';
import { reviewMessages } from '@/shared/domain/reviews';
import { pickedFileRefusal } from '@/shared/domain/upload-declaration';
import { createReviewUpload } from '@/shared/domain/uploads';

export const reviewUploadFiles = createReviewUpload.files.file;

/**
 * The create-review contract's fields as the dialog fills them (an untouched date input gives '', which
 * is no due date, as the contract already takes), plus the files picked for the first version. The files
 * were checked as they were picked, by name and size against the route's declaration; the server decides
 * again from their bytes.
 */
export const createReviewFormSchema = createReviewFieldsSchema.extend({
  files: z
    .array(z.instanceof(File))
    .min(1, reviewMessages.filesRequired)
    .max(reviewUploadFiles.maxCount, reviewMessages.tooManyFiles)
    .superRefine((files, context) => {
      const refusal = files.map((file) => pickedFileRefusal(reviewUploadFiles, file)).find(Boolean);
      if (refusal) context.addIssue({ code: 'custom', message: refusal });
    }),
});

export type CreateReviewFormValues = z.input<typeof createReviewFormSchema>;
export type CreateReviewFormOutput = z.output<typeof createReviewFormSchema>;

export const emptyCreateReviewForm = (): CreateReviewFormValues => ({
  title: '',
  brief: '',
  dueDate: '',
  rule: 'any',
  reviewerIds: [],
  files: [],
});
