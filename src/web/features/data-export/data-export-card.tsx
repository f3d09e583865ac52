import { Download, LoaderCircle } from 'lucide-react';
import { clientAbilityRefusals } from '@/shared/domain/client-roles';
import { dataExportMessages } from '@/shared/domain/data-export';
import { useClientCan } from '@/web/lib/auth/client-abilities';
import { Button } from '@/web/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/web/ui/card';
import { ownDataExportUrl, useDataExportDownload } from './api/download-data-export';

/**
 * Settings, Profile: 'Your data', the company's owners' way to download everything the company has in the
 * portal as one zip (issue 49, decision 048). The company's other people do not see it.
 */
export function DataExportCard() {
  const canExport = useClientCan('export');
  const { download, downloading } = useDataExportDownload({
    url: ownDataExportUrl,
    forbidden: clientAbilityRefusals.export,
    started: dataExportMessages.started,
  });
  if (!canExport) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{dataExportMessages.cardTitle}</CardTitle>
        <CardDescription>{dataExportMessages.cardDescription}</CardDescription>
        <CardDescription>{dataExportMessages.cardLimit}</CardDescription>
      </CardHeader>
      <CardFooter className="pt-5 sm:pt-6">
        <Button
          onClick={download}
          disabled={downloading}
          aria-busy={downloading}
          className="w-full sm:w-auto"
        >
          {downloading ? <LoaderCircle className="animate-spin" aria-hidden /> : <Download aria-hidden />}
          {dataExportMessages.downloadLabel}
        </Button>
      </CardFooter>
    </Card>
  );
}
