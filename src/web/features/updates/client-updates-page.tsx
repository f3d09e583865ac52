import { useDocumentTitle } from '@/web/lib/use-document-title';
import { PageHeader } from '@/web/ui/page-header';
import { UpdateTimeline } from './update-timeline';

/** /dashboard/updates (SPEC §2 Updates page): the team's updates to this client, newest first. */
export function ClientUpdatesPage() {
  useDocumentTitle('Updates');
  return (
    <>
      <PageHeader title="Updates" description="News and progress from your project team." />
      <UpdateTimeline />
    </>
  );
}
