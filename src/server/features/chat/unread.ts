import { type AnyColumn, and, count, eq, gt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ADMIN_UNREAD_COUNT_LIMIT } from '../../../shared/domain/chat-messages';
import type { DbOrTx } from '../../db/connection';
import { chatMessageRows, clientAccounts, messageReads, unreadThreads } from '../../db/schema/index';
import { type Reach, withinReach } from '../../identity/client-reach';
import type { ChatThreadRef } from './chat-thread';

type Reader = ChatThreadRef['reader'];
/** Who reads: an id, or a prepared query's placeholder for one. */
type ReaderId = string | Placeholder;

/**
 * What "unread" means, the one definition the badge and the inbox both count with (decision 012): the
 * messages of `clientId`'s thread from someone else (for a client's person, anything not their own; for
 * an admin, the client's side's), sent after the reader's read point. A condition over `messages`.
 */
export function unreadMessages(
  reader: { id: ReaderId; role: Reader['role'] },
  clientId: string | AnyColumn,
): SQL {
  const fromOtherSide =
    reader.role === 'client'
      ? sql`${chatMessageRows.senderId} is distinct from ${reader.id}`
      : eq(chatMessageRows.fromClient, true);
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
 * The reader's unread badge: a client's person's unread messages in their company's thread (`clientId`);
 * a staff member's in every thread they reach, up to ADMIN_UNREAD_COUNT_LIMIT. An admin's are counted only in the threads the database keeps as possibly
 * unread for it (unread_threads, migration 0014), each thread up to the limit, so an admin who has read
 * everything reads no thread at all.
 */
export async function countUnread({
  db,
  reader,
  clientId,
  reach,
}: {
  db: DbOrTx;
  reader: Reader;
  clientId?: string;
  /** A staff member's reach: an account manager counts only their clients' threads (decision 043). */
  reach?: Reach;
}): Promise<number> {
  if (reader.role === 'client') {
    if (clientId === undefined) throw new Error("A client's unread count needs its company.");
    const [row] = await db
      .select({ unread: count() })
      .from(chatMessageRows)
      .where(unreadMessages(reader, clientId));
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
    .innerJoin(clientAccounts, eq(clientAccounts.id, unreadThreads.clientId))
    .crossJoinLateral(inThread)
    .where(
      and(
        eq(unreadThreads.readerId, reader.id),
        reach ? withinReach(reach, unreadThreads.clientId) : undefined,
      ),
    )
    .limit(ADMIN_UNREAD_COUNT_LIMIT)
    .as('waiting');
  const [row] = await db.select({ unread: count() }).from(waiting);
  return row?.unread ?? 0;
}
