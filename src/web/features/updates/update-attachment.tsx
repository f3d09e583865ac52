import { Download, FileText } from 'lucide-react';
import type { UpdateAttachment } from '@/shared/contracts/updates';
import { formatFileSize } from '@/web/lib/format';
import { Button } from '@/web/ui/button';

/** SPEC §2: an image preview that opens full size, a video player, or a file card with its size. */
export function UpdateAttachmentView({ attachment }: { attachment: UpdateAttachment }) {
  if (attachment.kind === 'image') {
    return (
      <a
        href={`${attachment.url}?view=1`}
        target="_blank"
        rel="noreferrer"
        className="group block overflow-hidden rounded-lg border bg-slate-100"
      >
        <img
          src={attachment.url}
          alt={attachment.fileName}
          loading="lazy"
          className="h-48 w-full object-cover transition-transform group-hover:scale-[1.02]"
        />
        <span className="sr-only">Open {attachment.fileName} full size</span>
      </a>
    );
  }
  if (attachment.kind === 'video') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: team updates are short clips without caption files
      <video
        controls
        preload="metadata"
        src={attachment.url}
        aria-label={attachment.fileName}
        className="h-48 w-full rounded-lg border bg-black"
      />
    );
  }
  return (
    <div className="flex items-center gap-3 rounded-lg border bg-white p-3">
      <div className="flex size-10 shrink-0 items-center justify-center rounded-md bg-red-50 text-red-700">
        <FileText className="size-5" aria-hidden />
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-900">{attachment.fileName}</p>
        <p className="text-xs text-muted-foreground">{formatFileSize(attachment.fileSize)}</p>
      </div>
      <Button asChild variant="outline" size="sm">
        <a
          href={attachment.url}
          download={attachment.fileName}
          aria-label={`Download ${attachment.fileName}`}
        >
          <Download aria-hidden />
          Download
        </a>
      </Button>
    </div>
  );
}
