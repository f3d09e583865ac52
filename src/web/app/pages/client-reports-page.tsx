import { ClientFileList } from '@/web/features/files/client-file-list';
import { DownloadAllAssetsButton } from '@/web/features/files/download-all-assets-button';
import { ClientReportsPage } from '@/web/features/reports/client-reports-page';

/*
 * /dashboard/reports shows two features: the reports feature's page (SPEC's samples, Quick Actions)
 * and, in it, the files feature's list of the client's own files and its Download All Assets.
 */
export function ClientReportsCompositionPage() {
  return <ClientReportsPage files={<ClientFileList />} downloadAllAssets={<DownloadAllAssetsButton />} />;
}
