import { useIsAdmin } from '@/web/lib/auth/staff-role';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { PageHeader } from '@/web/ui/page-header';
import { AddClientDialog } from './add-client-dialog';
import { ClientList } from './client-list';
import { InviteSection } from './invite-section';

/**
 * /admin (SPEC §2 Client List, titled Client Management). Invite links are an admin's (decision 043): an
 * account manager sees their own clients only.
 */
export function ClientManagementPage() {
  useDocumentTitle('Client Management');
  const admin = useIsAdmin();
  return (
    <>
      <PageHeader
        title="Client Management"
        description={
          admin ? 'All clients, their invite links and their progress.' : 'Your clients and their progress.'
        }
        // SPEC §2 shows Add Client with no action; clients join through invite links, so it opens the generator.
        actions={admin ? <AddClientDialog /> : undefined}
      />
      <div className="flex flex-col gap-8">
        {admin ? <InviteSection /> : null}
        <ClientList />
      </div>
    </>
  );
}
