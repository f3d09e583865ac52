import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { ClientSummary } from '@/shared/contracts/clients';
import { clientDisplayName } from '@/shared/domain/client-display-name';
import { FormField } from '@/web/ui/form-field';
import { Input } from '@/web/ui/input';
import { NativeSelect } from '@/web/ui/native-select';
import { Textarea } from '@/web/ui/textarea';
import type { CreateTaskFormValues } from './create-task-form-schema';

type FieldsProps = {
  register: UseFormRegister<CreateTaskFormValues>;
  errors: FieldErrors<CreateTaskFormValues>;
  clients: ClientSummary[];
};

/** The create-task dialog's Task Details tab: title, description, client and due date. */
export function TaskDetailsFields({ register, errors, clients }: FieldsProps) {
  return (
    <div className="grid gap-4">
      <FormField id="task-title" label="Title" error={errors.title?.message}>
        <Input maxLength={200} {...register('title')} />
      </FormField>
      <FormField id="task-description" label="Description" error={errors.description?.message}>
        <Textarea {...register('description')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="task-client" label="Client" error={errors.clientId?.message}>
          <NativeSelect {...register('clientId')}>
            <option value="">Select a client</option>
            {clients.map((client) => (
              <option key={client.id} value={client.id}>
                {clientDisplayName(client)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="task-due" label="Due date" error={errors.dueDate?.message}>
          <Input type="date" {...register('dueDate')} />
        </FormField>
      </div>
    </div>
  );
}
