import { type AnyColumn, and, count, eq, gt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ADMIN_UNREAD_COUNT_LIMIT } from '../../../shared/domain/chat-messages';
import type { DbOrTx } from '../../db/connection';
import { chatMessageRows, messageReads, unreadThreads, userRoles } from '../../db/schema/index';
import type { ChatThreadRef } from './chat-thread';

type Reader = ChatThreadRef['reader'];
/** Who reads: an id, or a prepared query's placeholder for one. */
type ReaderId = string | Placeholder;

/**
 * What "unread" means, the one definition the badge and the inbox both count with (decision 012): the
 * messages of `clientId`'s thread from the other side (for the client, anything not its own; for an
 * admin, the client's own), sent after the reader's read point. A condition over `messages`.
 */
export function unreadMessages(
  reader: { id: ReaderId; role: Reader['role'] },
  clientId: string | AnyColumn,
): SQL {
  const fromOtherSide =
    reader.role === 'client'
      ? sql`${chatMessageRows.senderId} is distinct from ${reader.id}`
      : eq(chatMessageRows.senderId, chatMessageRows.clientId);
  const inThread = eq(chatMessageRows.clientId, clientId);
  return sql`(${inThread} and ${fromOtherSide} and ${gt(chatMessageRows.createdAt, readUpTo(reader.id, clientId))})`;
}

const own = alias(chatMessageRows, 'own');

/**
 * How far the reader has read the thread: its marker, or its own latest message there (whoever wrote had
 * read the thread up to then), whichever is later.
 */
function readUpTo(readerId: ReaderId, clientId: string | AnyColumn): SQL {
  return sql`greatest(
    coalesce((select ${messageReads.lastReadAt} from ${messageReads}
      where ${messageReads.readerId} = ${readerId} and ${messageReads.clientId} = ${clientId}), '-infinity'),
    coalesce((select max(${own.createdAt}) from ${chatMessageRows} ${own}
      where ${own.clientId} = ${clientId} and ${own.senderId} = ${readerId}), '-infinity'))`;
}

/**
 * The reader's unread badge: a client's unread messages in its thread; an admin's in every thread, up to
 * ADMIN_UNREAD_COUNT_LIMIT. An admin's are counted only in the threads the database keeps as possibly
 * unread for it (unread_threads, migration 0014), each thread up to the limit, so an admin who has read
 * everything reads no thread at all.
 */
export async function countUnread({ db, reader }: { db: DbOrTx; reader: Reader }): Promise<number> {
  if (reader.role === 'client') {
    const [row] = await db
      .select({ unread: count() })
      .from(chatMessageRows)
      .where(unreadMessages(reader, reader.id));
    return row?.unread ?? 0;
  }
  const inThread = db
    .select({ one: sql`1`.as('one') })
    .from(chatMessageRows)
    .where(unreadMessages(reader, unreadThreads.clientId))
    .limit(ADMIN_UNREAD_COUNT_LIMIT)
    .as('in_thread');
  const waiting = db
    .select({ one: inThread.one })
    .from(unreadThreads)
    .innerJoin(userRoles, and(eq(userRoles.userId, unreadThreads.clientId), eq(userRoles.role, 'client')))
    .crossJoinLateral(inThread)
    .where(eq(unreadThreads.readerId, reader.id))
    .limit(ADMIN_UNREAD_COUNT_LIMIT)
    .as('waiting');
  const [row] = await db.select({ unread: count() }).from(waiting);
  return row?.unread ?? 0;
}
