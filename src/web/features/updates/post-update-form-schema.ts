import { z } from 'zod';
import { updateMessageSchema } from '@/shared/contracts/updates';

/**
 * The post-update contract's message as the form fills it, and the files picked to go with it. The files
 * were checked as they were picked (their type, and how many one update carries); the server decides
 * again from their bytes.
 */
export const postUpdateFormSchema = z.object({
  message: updateMessageSchema,
  files: z.array(z.instanceof(File)),
});

export type PostUpdateFormValues = z.input<typeof postUpdateFormSchema>;
export type PostUpdateFormOutput = z.output<typeof postUpdateFormSchema>;

export const emptyPostUpdateForm = (): PostUpdateFormValues => ({ message: '', files: [] });
