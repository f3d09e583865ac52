import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ChatPage } from '../../../shared/contracts/chat';
import { CHAT_PAGE_SIZE } from '../../../shared/domain/chat-messages';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { isoTime } from '../../db/iso-time';
import { messages, userRoles, users } from '../../db/schema/index';
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
      id: messages.id,
      clientId: messages.clientId,
      content: messages.content,
      createdAt: isoTime(messages.createdAt),
      senderId: messages.senderId,
      senderName: users.name,
      senderRole: userRoles.role,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .leftJoin(userRoles, eq(userRoles.userId, messages.senderId))
    .where(and(eq(messages.clientId, thread.clientId), sentBefore(before)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
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
  return sql`(${messages.createdAt}, ${messages.id}) < (select m.created_at, m.id from ${messages} m where m.id = ${before})`;
}

/** The message a page starts before must be of this thread: another thread's id is not found. */
async function requireInThread(db: DbOrTx, thread: ChatThreadRef, messageId: string) {
  const [anchor] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.clientId, thread.clientId), eq(messages.id, messageId)))
    .limit(1);
  if (!anchor) throw new AppError('not_found', 'Message not found');
}
