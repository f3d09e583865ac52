import { eq, isNotNull, lt, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { chatMessageRows, messageReads } from '../../db/schema/index';
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
    // No row without a message: the max of an empty thread is null, which the HAVING leaves out.
    const newest = max(chatMessageRows.createdAt);
    const moved = await tx
      .insert(messageReads)
      .select((qb) =>
        qb
          .select({
            readerId: sql`${thread.reader.id}`.as('reader_id'),
            clientId: sql`${thread.clientId}`.as('client_id'),
            lastReadAt: newest.as('last_read_at'),
          })
          .from(chatMessageRows)
          .where(eq(chatMessageRows.clientId, thread.clientId))
          .having(isNotNull(newest)),
      )
      .onConflictDoUpdate({
        target: [messageReads.readerId, messageReads.clientId],
        set: { lastReadAt: sql`excluded.last_read_at` },
        setWhere: lt(messageReads.lastReadAt, sql`excluded.last_read_at`),
      })
      .returning({ readerId: messageReads.readerId });
    if (moved.length > 0) await realtime.publish({ topic: 'chat', clientId: thread.clientId }, tx);
  });
}
