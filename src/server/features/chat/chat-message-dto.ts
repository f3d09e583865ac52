import type { ChatMessage } from '../../../shared/contracts/chat';
import type { ChatThreadRef } from './chat-thread';

export type ChatMessageRow = {
  id: string;
  clientId: string;
  content: string;
  /** ISO 8601, as db/iso-time.ts reads it. */
  createdAt: string;
  senderId: string | null;
  senderName: string | null;
  senderRole: string | null;
};

/**
 * One message as the reader may see it. Decision 005: a client sees the team only as the team, so a
 * team member's name is never sent to a client; a client's people see each other's (decision 042).
 */
export function toChatMessage(row: ChatMessageRow, reader: ChatThreadRef['reader']): ChatMessage {
  const role = row.senderRole === 'admin' || row.senderRole === 'client' ? row.senderRole : null;
  const hideName = reader.role === 'client' && role !== 'client';
  return {
    id: row.id,
    clientId: row.clientId,
    content: row.content,
    createdAt: row.createdAt,
    sender: { id: hideName ? null : row.senderId, name: hideName ? null : row.senderName, role },
  };
}
