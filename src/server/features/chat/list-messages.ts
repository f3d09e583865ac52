import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { ChatPage } from '../../../shared/contracts/chat';
import { CHAT_PAGE_SIZE } from '../../../shared/domain/chat-messages';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
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
  const inThread = eq(messages.clientId, thread.clientId);
  let older = inThread;
  if (before) {
    const [anchor] = await db
      .select({ id: messages.id, createdAt: messages.createdAt })
      .from(messages)
      .where(and(inThread, eq(messages.id, before)))
      .limit(1);
    if (!anchor) throw new AppError('not_found', 'Message not found');
    const beforeAnchor = or(
      lt(messages.createdAt, anchor.createdAt),
      and(eq(messages.createdAt, anchor.createdAt), lt(messages.id, anchor.id)),
    );
    older = and(inThread, beforeAnchor) ?? inThread;
  }
  const rows = await db
    .select({
      id: messages.id,
      clientId: messages.clientId,
      content: messages.content,
      createdAt: messages.createdAt,
      senderId: messages.senderId,
      senderName: users.name,
      senderRole: userRoles.role,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .leftJoin(userRoles, eq(userRoles.userId, messages.senderId))
    .where(older)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize).reverse();
  const oldest = page[0];
  return {
    messages: page.map((row) => toChatMessage(row, thread.reader)),
    olderCursor: rows.length > pageSize && oldest ? oldest.id : null,
  };
}
