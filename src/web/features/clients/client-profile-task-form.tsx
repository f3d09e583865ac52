import { Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { taskMessages } from '@/shared/domain/task-messages';
import { errorMessage } from '@/web/lib/api-client';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/ui/card';
import { FieldError } from '@/web/ui/field-error';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';
import { useCreateTask } from '../tasks/api/create-task';

/** SPEC §5: from the client's page a task needs only a non-empty trimmed title; the due date is optional. */
export function ClientProfileTaskForm({ clientId }: { clientId: string }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [titleError, setTitleError] = useState<string>();
  const createTask = useCreateTask();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setTitleError(taskMessages.titleRequired);
    setTitleError(undefined);
    createTask.mutate(
      { clientId, title: title.trim(), description, dueDate: dueDate || null },
      {
        onSuccess: () => {
          toast.success(taskMessages.created);
          setTitle('');
          setDescription('');
          setDueDate('');
        },
        onError: (error) => toast.error(taskMessages.createFailed(errorMessage(error, 'Please try again.'))),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>New task</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
            <div className="grid gap-2">
              <Label htmlFor="new-task-title">Title</Label>
              <Input
                id="new-task-title"
                value={title}
                maxLength={200}
                onChange={(event) => setTitle(event.target.value)}
                aria-invalid={Boolean(titleError)}
                aria-describedby={titleError ? 'new-task-title-error' : undefined}
              />
              <FieldError id="new-task-title-error" message={titleError} />
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor="new-task-due">Due date</Label>
              <Input
                id="new-task-due"
                type="date"
                value={dueDate}
                onChange={(e) => setDueDate(e.target.value)}
              />
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="new-task-description">Description</Label>
            <textarea
              id="new-task-description"
              rows={3}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              className="w-full rounded-lg border border-input bg-white px-3 py-2 text-sm shadow-xs focus-visible:border-brand-600 focus-visible:outline-offset-0"
            />
          </div>
          <div>
            <Button type="submit" disabled={createTask.isPending}>
              <Plus aria-hidden />
              {createTask.isPending ? 'Creating…' : 'Create Task'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
