import { UserPlus } from 'lucide-react';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { Button } from '@/web/ui/button';
import { PageHeader } from '@/web/ui/page-header';
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
        actions={
          // SPEC §2: the Add Client button is shown with no action; clients join through invite links.
          <Button>
            <UserPlus aria-hidden />
            Add Client
          </Button>
        }
      />
      <div className="flex flex-col gap-8">
        <InviteSection />
        <ClientList />
      </div>
    </>
  );
}
