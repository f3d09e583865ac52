import { useDocumentTitle } from '@/web/lib/use-document-title';
import { PageHeader } from '@/web/ui/page-header';
import { AddClientDialog } from './add-client-dialog';
import { ClientList } from './client-list';
import { InviteSection } from './invite-section';

/** /admin (SPEC §2 Client List, titled Client Management). */
export function ClientManagementPage() {
  useDocumentTitle('Client Management');
  return (
    <>
      <PageHeader
        title="Client Management"
        description="All clients, their invite links and their progress."
        // SPEC §2 shows Add Client with no action; clients join through invite links, so it opens the generator.
        actions={<AddClientDialog />}
      />
      <div className="flex flex-col gap-8">
        <InviteSection />
        <ClientList />
      </div>
    </>
  );
}
