import type { ChatMessage } from '../../../shared/contracts/chat';
import { sideOfStored } from '../../../shared/domain/roles';

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
 * One message with its sender named: a thread holds only its client's people and the agency's staff, and
 * each side sees who wrote (issue 47, amending decision 005). A sender whose account is gone has no name;
 * the page then says 'Team Member' or 'Client'.
 */
export function toChatMessage(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    clientId: row.clientId,
    content: row.content,
    createdAt: row.createdAt,
    sender: { id: row.senderId, name: row.senderName, role: sideOfStored(row.senderRole) },
  };
}
