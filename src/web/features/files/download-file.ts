import { useState } from 'react';
import { fileMessages } from '@/shared/domain/client-files';
import { toast } from '@/web/lib/toast';

type Downloadable = { id: string; name: string; url: string };

/**
 * SPEC §7: a download fetches the file URL as a blob, then saves it under the file's name. Fetching
 * first (rather than following a link) lets a failure say so with SPEC's toast instead of the
 * browser's bare "Failed - No file" in its download bar.
 */
async function saveFile(file: Downloadable) {
  const response = await fetch(file.url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Download failed with status ${response.status}`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; free it once that has started.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** The Download button's action for one file, and whether it is under way (for the busy state). */
export function useFileDownload(file: Downloadable) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await saveFile(file);
    } catch {
      toast.error(fileMessages.downloadFailed);
    } finally {
      setDownloading(false);
    }
  };
  return { download, downloading };
}
