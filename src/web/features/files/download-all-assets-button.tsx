import { Archive } from 'lucide-react';
import { fileMessages } from '@/shared/domain/client-files';
import { cn } from '@/web/lib/cn';
import { Button } from '@/web/ui/button';
import { useClientFiles } from './api/get-client-files';

/**
 * Quick Actions' 'Download All Assets': a zip of every file shared with the client, streamed by the
 * server. With nothing shared yet it is disabled and says why.
 */
export function DownloadAllAssetsButton({ className }: { className?: string }) {
  const files = useClientFiles();
  const none = files.data?.length === 0;
  const hintId = 'download-all-hint';
  if (!files.data || none) {
    return (
      <div className={className}>
        <Button
          variant="outline"
          disabled
          aria-describedby={none ? hintId : undefined}
          className="w-full justify-start"
        >
          <Archive aria-hidden />
          Download All Assets
        </Button>
        {none ? (
          <p id={hintId} className="mt-1.5 text-xs text-muted-foreground">
            {fileMessages.nothingToArchive}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <Button asChild variant="outline" className={cn('w-full justify-start', className)}>
      <a href="/api/file-archive" download>
        <Archive aria-hidden />
        Download All Assets
      </a>
    </Button>
  );
}
