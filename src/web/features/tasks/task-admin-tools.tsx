import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { type Task, updateTaskSchema } from '@/shared/contracts/tasks';
import { taskMessages } from '@/shared/domain/task-messages';
import { messages } from '@/shared/messages';
import { errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { ConfirmActionDialog } from '@/web/ui/confirm-action-dialog';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/ui/dialog';
import { FormField } from '@/web/ui/form-field';
import { Input } from '@/web/ui/input';
import { Textarea } from '@/web/ui/textarea';
import { useDeleteTask } from './api/delete-task';
import { useUpdateTask } from './api/update-task';

/** The edit contract as the form fills it: an emptied date input means no due date. */
const editTaskFormSchema = updateTaskSchema.extend({
  title: updateTaskSchema.shape.title.unwrap(),
  dueDate: z
    .literal('')
    .transform(() => null)
    .or(updateTaskSchema.shape.dueDate),
});
type EditTaskValues = z.input<typeof editTaskFormSchema>;

/** Admin only: edit a task's title, description and due date, or delete it after a confirmation. */
export function TaskAdminTools({ task }: { task: Task }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteTask();

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(task.id);
      toast.success(messages.tasksAdmin.deleted);
      setDeleting(false);
    } catch (error) {
      toast.error(messages.tasksAdmin.deleteFailed(errorMessage(error, messages.common.unexpected)));
    }
  };

  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setEditing(true)}
        aria-label={`Edit task: ${task.title}`}
      >
        <Pencil aria-hidden />
        Edit
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
        onClick={() => setDeleting(true)}
        aria-label={`Delete task: ${task.title}`}
      >
        <Trash2 aria-hidden />
        Delete
      </Button>
      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Edit task</DialogTitle>
            <DialogDescription>The client sees the change at once.</DialogDescription>
          </DialogHeader>
          {editing ? <EditTaskForm task={task} onDone={() => setEditing(false)} /> : null}
        </DialogContent>
      </Dialog>
      <ConfirmActionDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this task?"
        description={
          <p>
            <strong className="text-slate-900">{task.title}</strong> is removed with its comments, status
            history and attached files, for you and for the client. This cannot be undone.
          </p>
        }
        confirmLabel="Delete task"
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}

function EditTaskForm({ task, onDone }: { task: Task; onDone: () => void }) {
  const update = useUpdateTask();
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EditTaskValues>({
    resolver: zodResolver(editTaskFormSchema),
    defaultValues: { title: task.title, description: task.description ?? '', dueDate: task.dueDate ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ taskId: task.id, ...values });
      toast.success(taskMessages.updated);
      onDone();
    } catch (error) {
      toast.error(taskMessages.updateFailed(errorMessage(error, messages.common.unexpected)));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id={`${id}-title`} label="Title" error={errors.title?.message}>
        <Input maxLength={200} {...register('title')} />
      </FormField>
      <FormField id={`${id}-description`} label="Description" error={errors.description?.message}>
        <Textarea rows={4} {...register('description')} />
      </FormField>
      <FormField id={`${id}-due`} label="Due date" error={errors.dueDate?.message}>
        <Input type="date" {...register('dueDate')} />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={update.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          Save changes
        </Button>
      </DialogFooter>
    </form>
  );
}
