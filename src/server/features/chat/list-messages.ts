import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ChatPage } from '../../../shared/contracts/chat';
import { CHAT_PAGE_SIZE } from '../../../shared/domain/chat-messages';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { isoTime } from '../../db/iso-time';
import { chatMessageRows, userRoles, users } from '../../db/schema/index';
import { toChatMessage } from './chat-message-dto';
import type { ChatThreadRef } from './chat-thread';

/**
 * One page of a thread, oldest first: the newest page without `before`, else the page just older than
 * that message (of this thread only: another thread's id is not found).
 */
export async function listMessages({
  db,
  thread,
  before,
  pageSize = CHAT_PAGE_SIZE,
}: {
  db: DbOrTx;
  thread: ChatThreadRef;
  before?: string;
  pageSize?: number;
}): Promise<ChatPage> {
  if (before) await requireInThread(db, thread, before);
  const rows = await db
    .select({
      id: chatMessageRows.id,
      clientId: chatMessageRows.clientId,
      content: chatMessageRows.content,
      createdAt: isoTime(chatMessageRows.createdAt),
      senderId: chatMessageRows.senderId,
      senderName: users.name,
      senderRole: userRoles.role,
    })
    .from(chatMessageRows)
    .leftJoin(users, eq(users.id, chatMessageRows.senderId))
    .leftJoin(userRoles, eq(userRoles.userId, chatMessageRows.senderId))
    .where(and(eq(chatMessageRows.clientId, thread.clientId), sentBefore(before)))
    .orderBy(desc(chatMessageRows.createdAt), desc(chatMessageRows.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize).reverse();
  const oldest = page[0];
  return {
    messages: page.map((row) => toChatMessage(row, thread.reader)),
    olderCursor: rows.length > pageSize && oldest ? oldest.id : null,
  };
}

/**
 * Scrolling up reads the messages before the oldest one shown, compared in the database, so messages sent
 * within one millisecond keep one order.
 */
function sentBefore(before: string | undefined): SQL | undefined {
  if (!before) return undefined;
  return sql`(${chatMessageRows.createdAt}, ${chatMessageRows.id}) < (select m.created_at, m.id from ${chatMessageRows} m where m.id = ${before})`;
}

/** The message a page starts before must be of this thread: another thread's id is not found. */
async function requireInThread(db: DbOrTx, thread: ChatThreadRef, messageId: string) {
  const [anchor] = await db
    .select({ id: chatMessageRows.id })
    .from(chatMessageRows)
    .where(and(eq(chatMessageRows.clientId, thread.clientId), eq(chatMessageRows.id, messageId)))
    .limit(1);
  if (!anchor) throw new AppError('not_found', 'Message not found');
}
