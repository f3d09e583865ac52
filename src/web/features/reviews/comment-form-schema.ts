import type { z } from 'zod';
import { addReviewCommentSchema } from '@/shared/contracts/reviews';

/**
 * The add-comment contract's text as the form fills it. The mark (a new thread's anchor) and the thread a
 * reply joins are not typed: they come from the viewer and the thread, and go beside the text.
 */
export const commentFormSchema = addReviewCommentSchema.pick({ body: true });

export type CommentFormValues = z.input<typeof commentFormSchema>;
export type CommentFormOutput = z.output<typeof commentFormSchema>;

export const emptyCommentForm = (): CommentFormValues => ({ body: '' });
