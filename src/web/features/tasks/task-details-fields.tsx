import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { ClientPicker } from '@/web/lib/clients/client-picker';
import { FormField } from '@/web/ui/form-field';
import { Input } from '@/web/ui/input';
import { Textarea } from '@/web/ui/textarea';
import type { CreateTaskFormValues } from './create-task-form-schema';

type FieldsProps = {
  register: UseFormRegister<CreateTaskFormValues>;
  control: Control<CreateTaskFormValues>;
  errors: FieldErrors<CreateTaskFormValues>;
};

/** The create-task dialog's Task Details tab: title, description, client and due date. */
export function TaskDetailsFields({ register, control, errors }: FieldsProps) {
  return (
    <div className="grid gap-4">
      <FormField id="task-title" label="Title" error={errors.title?.message}>
        <Input maxLength={200} {...register('title')} />
      </FormField>
      <FormField id="task-description" label="Description" error={errors.description?.message}>
        <Textarea {...register('description')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="clientId"
          render={({ field }) => (
            <FormField id="task-client" label="Client" error={errors.clientId?.message}>
              <ClientPicker
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            </FormField>
          )}
        />
        <FormField id="task-due" label="Due date" error={errors.dueDate?.message}>
          <Input type="date" {...register('dueDate')} />
        </FormField>
      </div>
    </div>
  );
}
