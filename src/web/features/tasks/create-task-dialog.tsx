import { zodResolver } from '@hookform/resolvers/zod';
import { Info, Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { taskMessages } from '@/shared/domain/task-messages';
import { errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/web/ui/dialog';
import { FormField } from '@/web/ui/form-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/ui/tabs';
import { Textarea } from '@/web/ui/textarea';
import { useCreateTask } from './api/create-task';
import {
  type CreateTaskFormOutput,
  type CreateTaskFormValues,
  createTaskFormSchema,
  emptyTaskForm,
} from './create-task-form-schema';
import { TaskDetailsFields } from './task-details-fields';

/** SPEC §2 Tasks Manager create-task dialog; SPEC §5: a title and a client are required. */
export function CreateTaskDialog() {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState('details');
  const createTask = useCreateTask();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CreateTaskFormValues, unknown, CreateTaskFormOutput>({
    resolver: zodResolver(createTaskFormSchema),
    defaultValues: emptyTaskForm,
  });

  const openChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      reset();
      setTab('details');
    }
  };

  const submit = handleSubmit(
    (task) =>
      createTask.mutate(task, {
        onSuccess: () => {
          toast.success(taskMessages.created);
          openChange(false);
        },
        onError: (error) => toast.error(taskMessages.createFailed(errorMessage(error, 'Please try again.'))),
      }),
    // A message on the tab not shown would be out of sight: show the tab that holds a field in error.
    (found) => setTab(Object.keys(found).some((field) => field !== 'notes') ? 'details' : 'notes'),
  );

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden />
          Create Task
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create Task</DialogTitle>
          <DialogDescription>Assign new work to a client. It starts as Pending.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList className="w-full">
              <TabsTrigger value="details" className="flex-1">
                Task Details
              </TabsTrigger>
              <TabsTrigger value="notes" className="flex-1">
                Files &amp; Notes
              </TabsTrigger>
            </TabsList>
            <TabsContent value="details" forceMount className="data-[state=inactive]:hidden">
              <TaskDetailsFields register={register} control={control} errors={errors} />
            </TabsContent>
            <TabsContent value="notes" forceMount className="grid gap-3 data-[state=inactive]:hidden">
              <FormField id="task-notes" label="Initial notes" error={errors.notes?.message}>
                <Textarea
                  rows={4}
                  placeholder="Context, links or instructions for the client"
                  {...register('notes')}
                />
              </FormField>
              <p className="flex gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-800">
                <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
                Files can be uploaded after the task is created, from its activity thread.
              </p>
            </TabsContent>
          </Tabs>
          <DialogFooter>
            <Button variant="outline" onClick={() => openChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={createTask.isPending}>
              {createTask.isPending ? 'Creating…' : 'Create Task'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
