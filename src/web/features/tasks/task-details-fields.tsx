import type { ClientSummary } from '@/shared/contracts/tasks';
import { FieldError } from '@/web/ui/field-error';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';
import { clientDisplayName } from './client-display-name';
import { NativeSelect } from './native-select';

export type TaskDraft = {
  title: string;
  description: string;
  clientId: string;
  dueDate: string;
  notes: string;
};

type FieldsProps = {
  draft: TaskDraft;
  onChange: (draft: TaskDraft) => void;
  errors: Partial<Record<'title' | 'clientId', string>>;
  clients: ClientSummary[];
};

/** The create-task dialog's Task Details tab: title, description, client and due date. */
export function TaskDetailsFields({ draft, onChange, errors, clients }: FieldsProps) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="task-title">Title</Label>
        <Input
          id="task-title"
          value={draft.title}
          maxLength={200}
          onChange={(event) => onChange({ ...draft, title: event.target.value })}
          aria-invalid={Boolean(errors.title)}
          aria-describedby={errors.title ? 'task-title-error' : undefined}
        />
        <FieldError id="task-title-error" message={errors.title} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="task-description">Description</Label>
        <textarea
          id="task-description"
          rows={3}
          value={draft.description}
          onChange={(event) => onChange({ ...draft, description: event.target.value })}
          className="w-full rounded-lg border border-input bg-white px-3 py-2 text-sm shadow-xs focus-visible:border-brand-600 focus-visible:outline-offset-0"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="task-client">Client</Label>
          <NativeSelect
            id="task-client"
            value={draft.clientId}
            onChange={(event) => onChange({ ...draft, clientId: event.target.value })}
            aria-invalid={Boolean(errors.clientId)}
            aria-describedby={errors.clientId ? 'task-client-error' : undefined}
          >
            <option value="">Select a client</option>
            {clients.map((client) => (
              <option key={client.id} value={client.id}>
                {clientDisplayName(client)}
              </option>
            ))}
          </NativeSelect>
          <FieldError id="task-client-error" message={errors.clientId} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="task-due">Due date</Label>
          <Input
            id="task-due"
            type="date"
            value={draft.dueDate}
            onChange={(event) => onChange({ ...draft, dueDate: event.target.value })}
          />
        </div>
      </div>
    </div>
  );
}
