import { useIsAdmin } from '@/web/lib/auth/staff-role';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { PageHeader } from '@/web/ui/page-header';
import { AdminFileList } from './admin-file-list';
import { StorageUsageCard } from './storage-usage-card';
import { UploadFileDialog } from './upload-file-dialog';

/**
 * /admin/reports (SPEC §2 Reports & Files): every client's files, the upload form and storage usage. An
 * account manager's list holds their clients' files, without storage usage, an admin's (decision 043).
 */
export function ReportsFilesPage() {
  useDocumentTitle('Reports & Files');
  const admin = useIsAdmin();
  return (
    <>
      <PageHeader
        title="Reports & Files"
        description="Reports, documents and assets shared with your clients."
        actions={<UploadFileDialog />}
      />
      {/* grid-cols-1 (minmax(0, 1fr)) on narrow screens: an implicit column would grow to its widest content. */}
      <div
        className={
          admin
            ? 'grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start'
            : 'grid grid-cols-1 gap-6'
        }
      >
        <AdminFileList />
        {admin ? <StorageUsageCard /> : null}
      </div>
    </>
  );
}
