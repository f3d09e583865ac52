import { Info, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import type { ClientSummary } from '@/shared/contracts/tasks';
import { taskMessages } from '@/shared/domain/task-messages';
import { errorMessage } from '@/web/lib/api-client';
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
import { Label } from '@/web/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/ui/tabs';
import { useCreateTask } from './api/create-task';
import { TaskDetailsFields, type TaskDraft } from './task-details-fields';

const emptyDraft: TaskDraft = { title: '', description: '', clientId: '', dueDate: '', notes: '' };

/** SPEC §2 Tasks Manager create-task dialog; SPEC §5: a title and a client are required. */
export function CreateTaskDialog({ clients }: { clients: ClientSummary[] }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState('details');
  const [draft, setDraft] = useState(emptyDraft);
  const [errors, setErrors] = useState<Partial<Record<'title' | 'clientId', string>>>({});
  const createTask = useCreateTask();

  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setDraft(emptyDraft);
      setErrors({});
      setTab('details');
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      title: draft.title.trim() ? undefined : taskMessages.titleRequired,
      clientId: draft.clientId ? undefined : taskMessages.clientRequired,
    };
    setErrors(found);
    // The fields in error live on the first tab: show it, or the message would be out of sight.
    if (found.title || found.clientId) return setTab('details');
    createTask.mutate(
      { ...draft, title: draft.title.trim(), dueDate: draft.dueDate || null },
      {
        onSuccess: () => {
          toast.success(taskMessages.created);
          reset(false);
        },
        onError: (error) => toast.error(taskMessages.createFailed(errorMessage(error, 'Please try again.'))),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={reset}>
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
              <TaskDetailsFields draft={draft} onChange={setDraft} errors={errors} clients={clients} />
            </TabsContent>
            <TabsContent value="notes" forceMount className="grid gap-3 data-[state=inactive]:hidden">
              <div className="grid gap-2">
                <Label htmlFor="task-notes">Initial notes</Label>
                <textarea
                  id="task-notes"
                  rows={4}
                  value={draft.notes}
                  onChange={(event) => setDraft({ ...draft, notes: event.target.value })}
                  placeholder="Context, links or instructions for the client"
                  className="w-full rounded-lg border border-input bg-white px-3 py-2 text-sm shadow-xs placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:outline-offset-0"
                />
              </div>
              <p className="flex gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-800">
                <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
                Files can be uploaded after the task is created, from its activity thread.
              </p>
            </TabsContent>
          </Tabs>
          <DialogFooter>
            <Button variant="outline" onClick={() => reset(false)}>
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
