import { Download, FileText } from 'lucide-react';
import type { TaskAttachment } from '@/shared/contracts/tasks';
import { formatFileSize } from '@/web/lib/format';

/** A file in the thread: a thumbnail for images, otherwise an icon, with its size and a download link. */
export function TaskAttachmentCard({ attachment }: { attachment: TaskAttachment }) {
  const isImage = attachment.fileType.startsWith('image/');
  return (
    <div className="flex max-w-sm items-center gap-3 rounded-lg border bg-white p-2.5">
      {isImage ? (
        <img
          src={attachment.downloadUrl}
          alt=""
          loading="lazy"
          className="size-12 shrink-0 rounded-md border object-cover"
        />
      ) : (
        <div className="flex size-12 shrink-0 items-center justify-center rounded-md bg-brand-50 text-primary">
          <FileText className="size-5" aria-hidden />
        </div>
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-900" title={attachment.fileName}>
          {attachment.fileName}
        </p>
        <p className="text-xs text-muted-foreground">{formatFileSize(attachment.fileSize)}</p>
      </div>
      <a
        href={attachment.downloadUrl}
        download={attachment.fileName}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        aria-label={`Download ${attachment.fileName}`}
      >
        <Download className="size-4" aria-hidden />
      </a>
    </div>
  );
}
