import { Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/web/ui/dialog';
import { UploadFileForm } from './upload-file-form';

/** /admin/reports: the upload form in a dialog, with the client to choose. Stays open while uploading. */
export function UploadFileDialog() {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button>
          <Upload aria-hidden />
          Upload File
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Upload a file</DialogTitle>
          <DialogDescription>
            Share a report, document or asset with one client. Only they and admins can see it.
          </DialogDescription>
        </DialogHeader>
        <UploadFileForm
          idPrefix="upload-dialog"
          onPendingChange={setPending}
          onUploaded={() => setOpen(false)}
          secondaryAction={
            <Button variant="outline" onClick={() => setOpen(false)} disabled={pending}>
              Cancel
            </Button>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
