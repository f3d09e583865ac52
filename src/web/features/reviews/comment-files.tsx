import { Download, FileArchive, FileText, Film, Loader2 } from 'lucide-react';
import type { ReviewCommentFile } from '@/shared/contracts/reviews';
import { useFileDownload } from '@/web/lib/download-file';
import { formatFileSize } from '@/web/lib/format';
import { reviewPageStrings as s } from './review-strings';

/** What a browser shows in a tab (the server serves these inline with `?view=1`); the rest downloads. */
const opensInTab = new Set(['image/jpeg', 'image/png', 'application/pdf']);

function kindIcon(fileType: string) {
  if (fileType.startsWith('video/')) return Film;
  if (fileType === 'application/zip') return FileArchive;
  return FileText;
}

/** The files posted with a comment: a picture as a small preview, each with its size and a download. */
export function CommentFiles({ files }: { files: readonly ReviewCommentFile[] }) {
  if (files.length === 0) return null;
  return (
    <ul aria-label={s.commentFiles} className="mt-2 flex flex-wrap gap-2">
      {files.map((file) => (
        <CommentFileChip key={file.id} file={file} />
      ))}
    </ul>
  );
}

function CommentFileChip({ file }: { file: ReviewCommentFile }) {
  const { download, downloading } = useFileDownload({
    id: file.id,
    name: file.fileName,
    url: file.downloadUrl,
  });
  const image = file.fileType.startsWith('image/');
  const Icon = kindIcon(file.fileType);
  const preview = image ? (
    <img
      src={file.url}
      alt=""
      loading="lazy"
      className="size-10 shrink-0 rounded border bg-slate-50 object-cover"
    />
  ) : (
    <span className="flex size-10 shrink-0 items-center justify-center rounded bg-brand-50 text-primary">
      <Icon className="size-4" aria-hidden />
    </span>
  );
  const label = (
    <span className="min-w-0">
      <span className="block truncate text-xs font-medium text-slate-800" title={file.fileName}>
        {file.fileName}
      </span>
      <span className="block text-[11px] text-muted-foreground">{formatFileSize(file.fileSize)}</span>
    </span>
  );
  return (
    <li className="flex max-w-full min-w-0 items-center gap-1 rounded-md border bg-white p-1 sm:max-w-64">
      {opensInTab.has(file.fileType) ? (
        <a
          href={file.url}
          target="_blank"
          rel="noopener noreferrer"
          title={s.openFile(file.fileName)}
          className="flex min-w-0 flex-1 items-center gap-2 rounded p-0.5 hover:bg-slate-50"
        >
          {preview}
          {label}
        </a>
      ) : (
        <span className="flex min-w-0 flex-1 items-center gap-2 p-0.5">
          {preview}
          {label}
        </span>
      )}
      <button
        type="button"
        onClick={() => void download()}
        disabled={downloading}
        aria-label={s.download(file.fileName)}
        className="inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50"
      >
        {downloading ? (
          <Loader2 className="size-4 animate-spin" aria-hidden />
        ) : (
          <Download className="size-4" aria-hidden />
        )}
      </button>
    </li>
  );
}
