import { PlaceholderPage } from '@/web/ui/placeholder-page';

/** /admin/messages (SPEC §2 Messages). Placeholder until the feature is built. */
export function AdminMessagesPage() {
  return <PlaceholderPage title="Messages" description="Conversations with every client in one inbox." />;
}
