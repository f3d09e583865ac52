import { z } from 'zod';
import { createTaskSchema } from '@/shared/contracts/tasks';

/**
 * The create-task contract as the browser's forms fill it: an untouched date input gives '', which
 * means no due date. Everything else, messages included, is the contract's.
 */
export const createTaskFormSchema = createTaskSchema.extend({
  dueDate: z
    .literal('')
    .transform(() => null)
    .or(createTaskSchema.shape.dueDate),
});

export type CreateTaskFormValues = z.input<typeof createTaskFormSchema>;
export type CreateTaskFormOutput = z.output<typeof createTaskFormSchema>;

export const emptyTaskForm: CreateTaskFormValues = {
  title: '',
  description: '',
  clientId: '',
  dueDate: '',
  notes: '',
};
