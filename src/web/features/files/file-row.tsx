import {
  FileArchive,
  File as FileIcon,
  FileImage,
  FileSpreadsheet,
  FileText,
  FileVideo,
  type LucideIcon,
  Presentation,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { ClientFile } from '@/shared/contracts/files';
import { fileCategoryLabels, fileMessages } from '@/shared/domain/client-files';
import { cn } from '@/web/lib/cn';
import { formatDate, formatFileSize } from '@/web/lib/format';
import { Badge } from '@/web/ui/badge';

/** SPEC §3 keeps the size in MB; SPEC §5 shows it in KB under 1 MB, else MB, or 'Unknown size'. */
export function fileSizeLabel(file: Pick<ClientFile, 'sizeMb'>) {
  return formatFileSize(file.sizeMb === null ? null : file.sizeMb * 1024 * 1024);
}

/** A limit such as a quota in whole units ('500 MB', '5 GB'); other sizes as SPEC §5 shows files. */
export function formatStorageSize(bytes: number) {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1024 && Number.isInteger(mb / 1024)) return `${mb / 1024} GB`;
  if (Number.isInteger(mb)) return `${mb} MB`;
  return formatFileSize(bytes);
}

/** An icon and colour for the kind of file, from the MIME type of its bytes. */
function fileKind(type: string | null): { icon: LucideIcon; tone: string } {
  const t = type ?? '';
  if (t.startsWith('image/')) return { icon: FileImage, tone: 'bg-violet-50 text-violet-700' };
  if (t.startsWith('video/')) return { icon: FileVideo, tone: 'bg-amber-50 text-amber-700' };
  if (t === 'application/pdf') return { icon: FileText, tone: 'bg-red-50 text-red-700' };
  if (t.includes('zip') || t.includes('rar'))
    return { icon: FileArchive, tone: 'bg-slate-100 text-slate-700' };
  if (t.includes('sheet') || t.includes('excel'))
    return { icon: FileSpreadsheet, tone: 'bg-emerald-50 text-emerald-700' };
  if (t.includes('presentation') || t.includes('powerpoint'))
    return { icon: Presentation, tone: 'bg-orange-50 text-orange-700' };
  if (t.includes('word')) return { icon: FileText, tone: 'bg-brand-50 text-primary' };
  return { icon: FileIcon, tone: 'bg-slate-100 text-slate-700' };
}

type FileRowProps = {
  file: ClientFile & { clientName?: string };
  /** The row's buttons: Download and View for everyone, Share and Delete for admins. */
  actions: ReactNode;
  /** Lists of several clients' files name the client each belongs to. */
  showClient?: boolean;
  /** Admin lists say who uploaded it (SPEC §2 'Uploaded by Admin'). */
  showUploader?: boolean;
  /** The file a shared link points at. */
  highlighted?: boolean;
  /** A note beside the name, e.g. 'Shared link' on the highlighted file. */
  aside?: ReactNode;
};

/** One shared file: what it is, for whom, how big, when, and what the viewer can do with it. */
export function FileRow({ file, actions, showClient, showUploader, highlighted, aside }: FileRowProps) {
  const { icon: Icon, tone } = fileKind(file.type);
  const nameId = `file-${file.id}-name`;
  return (
    <article
      aria-labelledby={nameId}
      className={cn(
        'flex gap-3 p-4 transition-colors sm:gap-4 sm:p-5',
        highlighted && 'bg-brand-50/70 ring-2 ring-brand-500 ring-inset',
      )}
    >
      <div className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', tone)}>
        <Icon className="size-5" aria-hidden />
      </div>
      {/* The buttons sit beside the details while both fit, and wrap under them, aligned, when not. */}
      <div className="flex min-w-0 flex-1 flex-wrap items-start gap-x-4 gap-y-3">
        <div className="min-w-0 flex-[1_1_18rem]">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={nameId} className="min-w-0 text-sm font-semibold [overflow-wrap:anywhere] text-slate-900">
              {file.name}
            </h3>
            <Badge variant="neutral">{fileCategoryLabels[file.category]}</Badge>
            {aside}
          </div>
          {showClient && file.clientName ? (
            <p className="mt-0.5 text-sm font-medium [overflow-wrap:anywhere] text-primary">
              {file.clientName}
            </p>
          ) : null}
          <p className="mt-1 text-xs text-muted-foreground">
            {fileSizeLabel(file)} · <time dateTime={file.createdAt}>{formatDate(file.createdAt)}</time>
            {showUploader ? ` · ${fileMessages.uploadedBy}` : null}
          </p>
          {file.description ? (
            <p className="mt-2 text-sm whitespace-pre-line [overflow-wrap:anywhere] text-slate-600">
              {file.description}
            </p>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-initial flex-wrap gap-2">{actions}</div>
      </div>
    </article>
  );
}
