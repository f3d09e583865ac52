import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { PageHeader } from '@/web/ui/page-header';
import { ChatConversation } from './chat-conversation';

/**
 * /dashboard/chat (SPEC §2 Chat page): the client's one thread with the team. `?draft=` starts the
 * composer with a message (the Reports page's Request Custom Report hands one over). The page fills the
 * window under the top bar: the thread scrolls inside, the reply box stays in view.
 */
export function ClientChatPage() {
  useDocumentTitle('Chat');
  const [params] = useSearchParams();
  return (
    <div className="flex h-(--page-fill-height) min-h-[26rem] flex-col">
      <PageHeader
        title="Chat"
        description="Talk with your project team. We usually reply within a business day."
      />
      <ChatConversation initialText={params.get('draft') ?? undefined} className="h-auto min-h-0 flex-1" />
    </div>
  );
}
