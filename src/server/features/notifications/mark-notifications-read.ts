import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { notifications } from '../../db/schema/index';
import type { RealtimeHub } from '../../realtime/hub';

/** Who reads: a person, with their company's id when they are a client's (null for an admin). */
type Reader = { id: string; clientId: string | null };

/**
 * Tells the reader's other tabs to refetch their bell. A client's event carries its company's id (each of
 * its people refetches their own bell), an admin's none.
 */
const publishRead = (realtime: RealtimeHub, reader: Reader, db: DbOrTx) =>
  realtime.publish({ topic: 'notifications', clientId: reader.clientId }, db);

/**
 * Marks one of the reader's own notifications read (opening it in the bell). Reading it again keeps the
 * first time; another person's notification is not found.
 */
export async function markNotificationRead({
  db,
  realtime,
  reader,
  notificationId,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  reader: Reader;
  notificationId: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(and(eq(notifications.id, notificationId), eq(notifications.recipientId, reader.id)))
      .returning({ id: notifications.id });
    if (!row) throw new AppError('not_found', 'Notification not found');
    await publishRead(realtime, reader, tx);
  });
}

/** 'Mark all as read': every unread notification of the reader. */
export async function markAllNotificationsRead({
  db,
  realtime,
  reader,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  reader: Reader;
}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.recipientId, reader.id), isNull(notifications.readAt)));
    await publishRead(realtime, reader, tx);
  });
}
