import { PlaceholderPage } from '@/web/ui/placeholder-page';

/** /dashboard/chat (SPEC §2 Chat page). Placeholder until the feature is built. */
export function ClientChatPage() {
  return <PlaceholderPage title="Chat" description="Talk with your project team." />;
}
