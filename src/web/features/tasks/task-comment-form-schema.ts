import { z } from 'zod';
import { addCommentSchema } from '@/shared/contracts/tasks';
import { messages } from '@/shared/messages';

/**
 * The comment contract's text as the form fills it, and the files picked to go with it: SPEC §5 lets a
 * comment be text, files or both, so the text may be blank when files go. The files were checked as they
 * were picked; the server decides again from their bytes.
 */
export const taskCommentFormSchema = z
  .object({
    content: z.string().trim().pipe(z.literal('').or(addCommentSchema.shape.content)),
    files: z.array(z.instanceof(File)),
  })
  .refine((comment) => comment.content !== '' || comment.files.length > 0, messages.common.missingData);

export type TaskCommentFormValues = z.input<typeof taskCommentFormSchema>;
export type TaskCommentFormOutput = z.output<typeof taskCommentFormSchema>;

export const emptyTaskCommentForm = (): TaskCommentFormValues => ({ content: '', files: [] });
