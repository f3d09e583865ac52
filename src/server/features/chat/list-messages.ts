import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ChatPage } from '../../../shared/contracts/chat';
import { CHAT_PAGE_SIZE } from '../../../shared/domain/chat-messages';
import { AppError } from '../../core/errors';
import type { Db, DbOrTx } from '../../db/connection';
import { isoTime } from '../../db/iso-time';
import { preparedQuery } from '../../db/prepared-query';
import { chatMessageRows, userRoles, users } from '../../db/schema/index';
import { toChatMessage } from './chat-message-dto';
import type { ChatThreadRef } from './chat-thread';

const pageFields = {
  id: chatMessageRows.id,
  clientId: chatMessageRows.clientId,
  content: chatMessageRows.content,
  createdAt: isoTime(chatMessageRows.createdAt),
  senderId: chatMessageRows.senderId,
  senderName: users.name,
  // A message from the client's side stays the client's when its sender has since left the team.
  senderRole: sql<
    string | null
  >`case when ${chatMessageRows.fromClient} then 'client' else ${userRoles.role} end`,
};

/** A thread's messages newest first, each with its sender's name and role, one more than a page. */
const pageOf = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(pageFields)
    .from(chatMessageRows)
    .leftJoin(users, eq(users.id, chatMessageRows.senderId))
    .leftJoin(userRoles, eq(userRoles.userId, chatMessageRows.senderId))
    .where(where)
    .orderBy(desc(chatMessageRows.createdAt), desc(chatMessageRows.id))
    .limit(CHAT_PAGE_SIZE + 1);

/** The newest page: what every opening of a conversation reads. */
const latestPageQuery = preparedQuery((db) =>
  pageOf(db, eq(chatMessageRows.clientId, sql.placeholder('clientId'))).prepare('chat_latest_page'),
);

/**
 * One page of a thread, oldest first: the newest page without `before`, else the page just older than
 * that message (of this thread only: another thread's id is not found).
 */
export async function listMessages({
  db,
  thread,
  before,
}: {
  db: Db;
  thread: ChatThreadRef;
  before?: string;
}): Promise<ChatPage> {
  const rows = before
    ? await olderPage(db, thread, before)
    : await latestPageQuery(db).execute({ clientId: thread.clientId });
  const page = rows.slice(0, CHAT_PAGE_SIZE).reverse();
  const oldest = page[0];
  return {
    messages: page.map(toChatMessage),
    olderCursor: rows.length > CHAT_PAGE_SIZE && oldest ? oldest.id : null,
  };
}

async function olderPage(db: DbOrTx, thread: ChatThreadRef, before: string) {
  await requireInThread(db, thread, before);
  return pageOf(db, and(eq(chatMessageRows.clientId, thread.clientId), sentBefore(before)));
}

/**
 * Scrolling up reads the messages before the oldest one shown, compared in the database, so messages sent
 * within one millisecond keep one order.
 */
function sentBefore(before: string): SQL {
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
