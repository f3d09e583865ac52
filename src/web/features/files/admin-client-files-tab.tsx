import { useIsAdmin } from '@/web/lib/auth/staff-role';
import { cn } from '@/web/lib/cn';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { AdminFileList } from './admin-file-list';
import { StorageUsageCard } from './storage-usage-card';
import { UploadFileForm } from './upload-file-form';

/**
 * The Files tab of /admin/client/:clientId: this client's files, an upload form for them, and for an admin
 * their storage (storage usage is an admin's alone: decision 043).
 */
export function AdminClientFilesTab({ clientId }: { clientId: string }) {
  const admin = useIsAdmin();
  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
      <AdminFileList clientId={clientId} />
      <div className={cn('grid min-w-0 grid-cols-1 gap-6', admin && 'md:grid-cols-2 xl:grid-cols-1')}>
        <Card>
          <CardHeader>
            <CardTitle>Upload a file</CardTitle>
            <CardDescription>Share a report, document or asset with this client.</CardDescription>
          </CardHeader>
          <CardContent>
            <UploadFileForm idPrefix="client-upload" clientId={clientId} />
          </CardContent>
        </Card>
        {admin ? <StorageUsageCard clientId={clientId} /> : null}
      </div>
    </div>
  );
}
