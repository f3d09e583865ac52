import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { taskMessages } from '@/shared/domain/task-messages';
import { errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/ui/card';
import { FormField } from '@/web/ui/form-field';
import { Input } from '@/web/ui/input';
import { Textarea } from '@/web/ui/textarea';
import { useCreateTask } from './api/create-task';
import { createTaskFormSchema } from './create-task-form-schema';

// The page names the client, and this short form has no notes.
const schema = createTaskFormSchema.omit({ clientId: true, notes: true });
const empty = { title: '', description: '', dueDate: '' };

/** SPEC §5: from the client's page a task needs only a non-empty trimmed title; the due date is optional. */
export function AdminClientTaskForm({ clientId }: { clientId: string }) {
  const createTask = useCreateTask();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: empty,
  });

  const submit = handleSubmit((task) =>
    createTask.mutate(
      { ...task, clientId },
      {
        onSuccess: () => {
          toast.success(taskMessages.created);
          reset();
        },
        onError: (error) => toast.error(taskMessages.createFailed(errorMessage(error, 'Please try again.'))),
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>New task</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
            <FormField id="new-task-title" label="Title" error={errors.title?.message}>
              <Input maxLength={200} {...register('title')} />
            </FormField>
            <FormField id="new-task-due" label="Due date" error={errors.dueDate?.message}>
              <Input type="date" {...register('dueDate')} />
            </FormField>
          </div>
          <FormField id="new-task-description" label="Description" error={errors.description?.message}>
            <Textarea {...register('description')} />
          </FormField>
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
