import { Download, type LucideIcon } from 'lucide-react';
import type { ReviewFile } from '@/shared/contracts/reviews';
import { Button } from '@/web/ui/button';
import { reviewPageStrings as s } from './review-strings';

/** What the viewer shows when the browser cannot show a file: why, and its download. */
export function FileFailed({
  icon: Icon,
  title,
  file,
}: {
  icon: LucideIcon;
  title: string;
  file: ReviewFile;
}) {
  return (
    <div role="alert" className="flex max-w-sm flex-col items-center px-4 py-12 text-center">
      <div className="mb-3 flex size-10 items-center justify-center rounded-full bg-white text-slate-500 shadow-xs">
        <Icon className="size-5" aria-hidden />
      </div>
      <p className="text-sm font-semibold text-slate-900">{title}</p>
      <p className="mt-1 text-sm text-muted-foreground">{s.fileFailedHint}</p>
      <Button asChild variant="outline" size="sm" className="mt-4">
        <a href={file.downloadUrl} download={file.fileName}>
          <Download aria-hidden />
          {s.download(file.fileName)}
        </a>
      </Button>
    </div>
  );
}
