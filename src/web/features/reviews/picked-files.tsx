import { FileArchive, FileText, Film, ImageIcon, X } from 'lucide-react';
import { reviewFileTypes } from '@/shared/domain/reviews';
import { formatFileSize } from '@/web/lib/format';

/** The same file picked twice (by dropping it again) is one file. */
export const pickedFileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

/** A picture, a PDF, a video (a version's kinds), or a comment's zip or Word file. */
function pickedKindIcon(file: File) {
  const name = file.name.toLowerCase();
  const kind = reviewFileTypes.find(
    (type) => type.mime === file.type || type.extensions.some((ext) => name.endsWith(`.${ext}`)),
  )?.kind;
  if (kind === 'video') return Film;
  if (kind === 'image') return ImageIcon;
  return name.endsWith('.zip') || file.type === 'application/zip' ? FileArchive : FileText;
}

/** The files picked for a version or a comment, before they are sent: kind, name, size, and a button to take one out. */
export function PickedFiles({
  files,
  label,
  removeLabel,
  disabled,
  onRemove,
}: {
  files: readonly File[];
  label: string;
  removeLabel: (name: string) => string;
  disabled?: boolean;
  onRemove: (file: File) => void;
}) {
  if (files.length === 0) return null;
  return (
    <ul aria-label={label} className="grid gap-2">
      {files.map((file) => {
        const Icon = pickedKindIcon(file);
        return (
          <li
            key={pickedFileKey(file)}
            className="flex items-center gap-2 rounded-md border bg-white px-3 py-2 text-sm"
          >
            <Icon className="size-4 shrink-0 text-slate-500" aria-hidden />
            <span className="min-w-0 flex-1 truncate text-slate-800" title={file.name}>
              {file.name}
            </span>
            <span className="shrink-0 text-xs text-muted-foreground">{formatFileSize(file.size)}</span>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onRemove(file)}
              className="cursor-pointer rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50"
              aria-label={removeLabel(file.name)}
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
