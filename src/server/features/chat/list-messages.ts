import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ChatPage } from '../../../shared/contracts/chat';
import { CHAT_PAGE_SIZE } from '../../../shared/domain/chat-messages';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/connection';
import { driverRows, fieldsNamedByKey } from '../../db/driver-rows';
import { isoTime } from '../../db/iso-time';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { messages, userRoles, users } from '../../db/schema/index';
import { type ChatMessageRow, toChatMessage } from './chat-message-dto';
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
  if (before) await requireInThread(db, thread, before);
  const rows = await driverRows<ChatMessageRow>(before ? olderPageQuery(db) : latestPageQuery(db), {
    clientId: thread.clientId,
    before,
    limit: pageSize + 1,
  });
  const page = rows.slice(0, pageSize).reverse();
  const oldest = page[0];
  return {
    messages: page.map((row) => toChatMessage(row, thread.reader)),
    olderCursor: rows.length > pageSize && oldest ? oldest.id : null,
  };
}

/** A page's rows, newest first, each a ChatMessageRow as the driver reads it (db/driver-rows.ts). */
const pageRows = (db: Db, where: SQL) =>
  db
    .select(
      fieldsNamedByKey({
        id: messages.id,
        clientId: messages.clientId,
        content: messages.content,
        createdAt: isoTime(messages.createdAt),
        senderId: messages.senderId,
        senderName: users.name,
        senderRole: userRoles.role,
      }),
    )
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .leftJoin(userRoles, eq(userRoles.userId, messages.senderId))
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(sql.placeholder('limit'));

const inThread = eq(messages.clientId, sql.placeholder('clientId'));

// Every opening of a chat, the client's and an admin's, reads the newest page.
const latestPageQuery = preparedPerDatabase((db) => pageRows(db, inThread).prepare('latest_chat_page'));

// Scrolling up reads the messages before the oldest one shown, compared in the database, so messages sent
// within one millisecond keep one order.
const olderPageQuery = preparedPerDatabase((db) =>
  pageRows(
    db,
    and(
      inThread,
      sql`(${messages.createdAt}, ${messages.id}) < (select m.created_at, m.id from ${messages} m where m.id = ${sql.placeholder('before')})`,
    ) as SQL,
  ).prepare('older_chat_page'),
);

/** The message a page starts before must be of this thread: another thread's id is not found. */
async function requireInThread(db: Db, thread: ChatThreadRef, messageId: string) {
  const [anchor] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.clientId, thread.clientId), eq(messages.id, messageId)))
    .limit(1);
  if (!anchor) throw new AppError('not_found', 'Message not found');
}
