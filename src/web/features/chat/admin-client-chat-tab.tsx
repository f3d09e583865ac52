import { ChatConversation } from './chat-conversation';

/** The Chat tab of /admin/client/:clientId: the same conversation as in Messages. */
export function AdminClientChatTab({ clientId, clientName }: { clientId: string; clientName?: string }) {
  return <ChatConversation clientId={clientId} clientName={clientName} />;
}
