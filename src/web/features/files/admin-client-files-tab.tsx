import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { AdminFileList } from './admin-file-list';
import { StorageUsageCard } from './storage-usage-card';
import { UploadFileForm } from './upload-file-form';

/** The Files tab of /admin/client/:clientId: this client's files, an upload form for them, their storage. */
export function AdminClientFilesTab({ clientId }: { clientId: string }) {
  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
      <AdminFileList clientId={clientId} />
      <div className="grid min-w-0 grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-1">
        <Card>
          <CardHeader>
            <CardTitle>Upload a file</CardTitle>
            <CardDescription>Share a report, document or asset with this client.</CardDescription>
          </CardHeader>
          <CardContent>
            <UploadFileForm idPrefix="client-upload" clientId={clientId} />
          </CardContent>
        </Card>
        <StorageUsageCard clientId={clientId} />
      </div>
    </div>
  );
}
