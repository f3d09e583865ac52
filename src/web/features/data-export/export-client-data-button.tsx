import { Download, LoaderCircle } from 'lucide-react';
import { dataExportMessages } from '@/shared/domain/data-export';
import { messages } from '@/shared/messages';
import { Button } from '@/web/ui/button';
import { clientDataExportUrl, useDataExportDownload } from './api/download-data-export';

/**
 * The admin's client page: 'Export data', the same zip the client's owners download, from the same daily
 * allowance (issue 49, decision 048). The page shows it to admins only.
 */
export function ExportClientDataButton({ clientId }: { clientId: string }) {
  const { download, downloading } = useDataExportDownload({
    url: clientDataExportUrl(clientId),
    forbidden: messages.guard.adminOnly,
    started: dataExportMessages.adminStarted,
  });
  return (
    <Button variant="outline" size="sm" onClick={download} disabled={downloading} aria-busy={downloading}>
      {downloading ? <LoaderCircle className="animate-spin" aria-hidden /> : <Download aria-hidden />}
      {dataExportMessages.adminExportLabel}
    </Button>
  );
}
