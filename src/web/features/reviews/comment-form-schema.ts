import { z } from 'zod';
import { addReviewCommentSchema } from '@/shared/contracts/reviews';
import { reviewMessages } from '@/shared/domain/reviews';
import { reviewCommentUpload } from '@/shared/domain/uploads';

const commentFiles = reviewCommentUpload.files.file;

/**
 * The add-comment contract's text as the form fills it, and the files picked to go with it (the task
 * comment rules, reviewCommentUpload): the text may be blank when files go, but a comment has one or the
 * other. Each file was checked against the upload's declaration as it was picked; the server decides again
 * from their bytes. The mark (a new thread's anchor) and the thread a reply joins are not typed: they come
 * from the viewer and the thread, and go beside the text.
 */
export const commentFormSchema = z
  .object({
    // Blank, or the contract's text (its own words for one too long).
    body: z
      .string()
      .trim()
      .superRefine((body, ctx) => {
        if (body === '') return;
        const checked = addReviewCommentSchema.shape.body.safeParse(body);
        for (const issue of checked.error?.issues ?? [])
          ctx.addIssue({ code: 'custom', message: issue.message });
      }),
    files: z.array(z.instanceof(File)).max(commentFiles.maxCount, commentFiles.refusals.tooMany),
  })
  .refine((comment) => comment.body !== '' || comment.files.length > 0, {
    message: reviewMessages.commentRequired,
    path: ['body'],
  });

export type CommentFormValues = z.input<typeof commentFormSchema>;
export type CommentFormOutput = z.output<typeof commentFormSchema>;

export const emptyCommentForm = (): CommentFormValues => ({ body: '', files: [] });
