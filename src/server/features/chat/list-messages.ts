import { and, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import type { ChatPage } from '../../../shared/contracts/chat';
import { CHAT_PAGE_SIZE } from '../../../shared/domain/chat-messages';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/connection';
import { isoTime } from '../../db/iso-time';
import { preparedPerDatabase } from '../../db/prepared-per-database';
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
  db: Db;
  thread: ChatThreadRef;
  before?: string;
  pageSize?: number;
}): Promise<ChatPage> {
  const rows = before
    ? await olderPage(db, thread, before, pageSize)
    : await latestPageQuery(db).execute({ clientId: thread.clientId, limit: pageSize + 1 });
  const page = rows.slice(0, pageSize).reverse();
  const oldest = page[0];
  return {
    messages: page.map((row) => toChatMessage(row, thread.reader)),
    olderCursor: rows.length > pageSize && oldest ? oldest.id : null,
  };
}

/** A page's rows, newest first, with each sender's name and role. */
const pageRows = (db: Db, where: SQL | undefined) =>
  db
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
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id));

// Every opening of a chat, the client's and an admin's, reads the newest page.
const latestPageQuery = preparedPerDatabase((db) =>
  pageRows(db, eq(messages.clientId, sql.placeholder('clientId')))
    .limit(sql.placeholder('limit'))
    .prepare('latest_chat_page'),
);

async function olderPage(db: Db, thread: ChatThreadRef, before: string, pageSize: number) {
  const inThread = eq(messages.clientId, thread.clientId);
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
  return pageRows(db, and(inThread, beforeAnchor)).limit(pageSize + 1);
}
