import { useState } from 'react';
import { dataExportMessages } from '@/shared/domain/data-export';
import { taskMessages } from '@/shared/domain/task-messages';
import { toast } from '@/web/lib/toast';

/** Where a company's owners download its export. */
export const ownDataExportUrl = '/api/account/data-export';

/** Where an admin exports one client. */
export const clientDataExportUrl = (clientId: string) =>
  `/api/admin/clients/${encodeURIComponent(clientId)}/data-export`;

type DataExportDownload = {
  url: string;
  /** What a 403 means to this caller (a HEAD answers no body, so the words are the page's own). */
  forbidden: string;
  /** The toast once the browser has the download. */
  started: string;
};

/**
 * The 'Download my data' and 'Export data' action, and whether it is under way (for the busy state). A
 * HEAD asks first, without counting against the day's allowance, so a refusal (the day's three used, say)
 * is told in a toast rather than as the browser's bare "Failed" in its download bar. The browser then
 * downloads from the link, streaming the zip to disk: however large, it never sits in the page's memory.
 */
export function useDataExportDownload({ url, forbidden, started }: DataExportDownload) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      const response = await fetch(url, { method: 'HEAD', credentials: 'same-origin' });
      if (!response.ok) {
        toast.error(refusalOf(response.status, forbidden));
        return;
      }
      const link = document.createElement('a');
      link.href = url;
      // Empty: the browser keeps the name the server gives (the company's name and the day).
      link.download = '';
      document.body.append(link);
      link.click();
      link.remove();
      toast.success(started);
    } catch {
      toast.error(dataExportMessages.failed);
    } finally {
      setDownloading(false);
    }
  };
  return { download, downloading };
}

function refusalOf(status: number, forbidden: string): string {
  if (status === 429) return dataExportMessages.rateLimited;
  if (status === 403) return forbidden;
  if (status === 404) return taskMessages.clientNotFound;
  return dataExportMessages.failed;
}
