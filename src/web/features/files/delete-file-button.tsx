import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { AdminFile } from '@/shared/contracts/files';
import { fileMessages } from '@/shared/domain/client-files';
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
import { useDeleteFile } from './api/delete-file';

/** Delete, after a confirmation that names the file and its client: the row and the stored bytes go. */
export function DeleteFileButton({ file }: { file: AdminFile }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteFile();

  // Awaited here rather than through mutate's callbacks: once the list refetches, this row (and its
  // button) is gone, and mutate's callbacks never run for an unmounted component.
  const confirm = async () => {
    try {
      await remove.mutateAsync(file.id);
      toast.success(fileMessages.deleted);
      setOpen(false);
    } catch (error) {
      toast.error(fileMessages.deleteFailed(errorMessage(error, 'Please try again.')));
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Delete ${file.name}`}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete this file?</DialogTitle>
          <DialogDescription>
            <span className="font-medium break-all text-slate-900">{file.name}</span> will be removed for{' '}
            {file.clientName}, along with its stored copy. This can't be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} disabled={remove.isPending}>
            <Trash2 aria-hidden />
            {remove.isPending ? 'Deleting…' : 'Delete file'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
