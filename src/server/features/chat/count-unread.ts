import { type SQL, sql } from 'drizzle-orm';
import { ADMIN_UNREAD_COUNT_LIMIT } from '../../../shared/domain/chat-messages';
import { type DbOrTx, queryRows } from '../../db/connection';

/**
 * Messages waiting for a reader. A client: the team's messages in its thread after its marker. An admin:
 * clients' own messages in every thread, each after that admin's marker for the thread, counted up to
 * ADMIN_UNREAD_COUNT_LIMIT. Whoever wrote in a thread had read it up to then, so the reader's own latest
 * message counts as a marker too.
 */
export async function countUnread({
  db,
  reader,
}: {
  db: DbOrTx;
  reader: { id: string; role: 'admin' | 'client' };
}): Promise<number> {
  const query =
    reader.role === 'client'
      ? sql`
        select count(*) as unread from messages m
        where m.client_id = ${reader.id} and m.sender_id is distinct from ${reader.id}
          and m.created_at > ${readUpTo(reader.id, sql`m.client_id`)}`
      : // Only the threads the database keeps as possibly unread for this admin (unread_threads, migration
        // 0014), each counted after its marker off the (client, sender, time) index, up to the limit. Walking
        // every thread instead took 105 ms at 10,000 clients for an admin who had read them all.
        sql`
        select count(*) as unread from (
          select 1 from unread_threads u
          join user_roles ur on ur.user_id = u.client_id and ur.role = 'client'
          cross join lateral (select ${readUpTo(reader.id, sql`u.client_id`)} as up_to) marker
          cross join lateral (
            select 1 from messages m
            where m.client_id = u.client_id and m.sender_id = u.client_id and m.created_at > marker.up_to
            limit ${ADMIN_UNREAD_COUNT_LIMIT}
          ) waiting_in_thread
          where u.reader_id = ${reader.id}
          limit ${ADMIN_UNREAD_COUNT_LIMIT}
        ) waiting`;
  const [row] = await queryRows<{ unread: string | number }>(db, query);
  return Number(row?.unread ?? 0);
}

/** How far `readerId` has read `clientId`'s thread: its marker or its own latest message there. */
export function readUpTo(readerId: string, clientId: SQL): SQL {
  return sql`greatest(
    coalesce((select r.last_read_at from message_reads r
      where r.reader_id = ${readerId} and r.client_id = ${clientId}), '-infinity'),
    coalesce((select max(o.created_at) from messages o
      where o.client_id = ${clientId} and o.sender_id = ${readerId}), '-infinity'))`;
}
