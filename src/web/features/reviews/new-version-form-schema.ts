import { z } from 'zod';
import { addVersionFieldsSchema } from '@/shared/contracts/reviews';
import { REVIEW_FILES_PER_VERSION, reviewMessages } from '@/shared/domain/reviews';

/**
 * The new-version contract's fields as the dialog fills them (the note typed, the threads ticked), and the
 * files picked to go with them: each was checked as it was picked against the upload's declaration; the
 * server decides again from their bytes.
 */
export const newVersionFormSchema = addVersionFieldsSchema.extend({
  files: z
    .array(z.instanceof(File))
    .min(1, reviewMessages.filesRequired)
    .max(REVIEW_FILES_PER_VERSION, reviewMessages.tooManyFiles),
});

export type NewVersionFormValues = z.input<typeof newVersionFormSchema>;
export type NewVersionFormOutput = z.output<typeof newVersionFormSchema>;

export const emptyNewVersionForm = (): NewVersionFormValues => ({ note: '', addressed: [], files: [] });
