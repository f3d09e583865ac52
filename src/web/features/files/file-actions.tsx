import { Download, ExternalLink, Loader2, Share2 } from 'lucide-react';
import type { ClientFile } from '@/shared/contracts/files';
import { fileMessages } from '@/shared/domain/client-files';
import { useFileDownload } from '@/web/lib/download-file';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';

/** Fetches the file and saves it under its name; a failure says 'Failed to download file'. */
export function DownloadFileButton({ file }: { file: ClientFile }) {
  const { download, downloading } = useFileDownload(file);
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void download()}
      disabled={downloading}
      aria-label={`Download ${file.name}`}
    >
      {downloading ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
      {downloading ? 'Downloading…' : 'Download'}
    </Button>
  );
}

/** Pictures and PDFs open in a new tab (the server serves them inline, sandboxed). */
export function ViewFileLink({ file }: { file: ClientFile }) {
  if (!file.previewable) return null;
  return (
    <Button asChild variant="outline" size="sm">
      <a
        href={`${file.url}?view=1`}
        target="_blank"
        rel="noreferrer"
        aria-label={`View ${file.name} in a new tab`}
      >
        <ExternalLink aria-hidden />
        View
      </a>
    </Button>
  );
}

/** The link a client opens to land on this file in their Reports page. */
export function shareLink(fileId: string) {
  return `${window.location.origin}/dashboard/reports?file=${encodeURIComponent(fileId)}`;
}

/** Copies the client's link to this file. */
export function ShareFileButton({ file }: { file: ClientFile }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shareLink(file.id));
      toast.success(fileMessages.linkCopied);
    } catch {
      toast.error(fileMessages.copyFailed);
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void copy()} aria-label={`Share ${file.name}`}>
      <Share2 aria-hidden />
      Share
    </Button>
  );
}
