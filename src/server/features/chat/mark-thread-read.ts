import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import type { RealtimeHub } from '../../realtime/hub';
import type { ChatThreadRef } from './chat-thread';

/**
 * Moves the reader's marker to the thread's newest message (never back), and tells the reader's other
 * tabs, so every open badge drops at once.
 */
export async function markThreadRead({
  db,
  realtime,
  thread,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  thread: ChatThreadRef;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const moved = await tx.execute(sql`
      insert into message_reads (reader_id, client_id, last_read_at)
      select ${thread.reader.id}, ${thread.clientId}, max(created_at) from messages
      where client_id = ${thread.clientId}
      having max(created_at) is not null
      on conflict (reader_id, client_id) do update set last_read_at = excluded.last_read_at
      where message_reads.last_read_at < excluded.last_read_at
      returning reader_id`);
    const rows = (moved as unknown as { rows: unknown[] }).rows;
    if (rows.length > 0) await realtime.publish({ topic: 'messages', clientId: thread.clientId }, tx);
  });
}
