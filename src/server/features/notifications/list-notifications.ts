import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppNotification, NotificationPage } from '../../../shared/contracts/notifications';
import { NOTIFICATIONS_PAGE_SIZE } from '../../../shared/domain/notifications';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { notifications } from '../../db/schema/index';

type NotificationRow = typeof notifications.$inferSelect;

const toNotification = (row: NotificationRow): AppNotification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/**
 * One page of a person's own notifications, newest first, with how many of all of them are unread.
 * Only the recipient's rows are ever read: another person's notification id as `before` is not found.
 */
export async function listNotifications({
  db,
  recipientId,
  before,
  pageSize = NOTIFICATIONS_PAGE_SIZE,
}: {
  db: DbOrTx;
  recipientId: string;
  before?: string;
  pageSize?: number;
}): Promise<NotificationPage> {
  const own = eq(notifications.recipientId, recipientId);
  let page = own;
  if (before) {
    const [anchor] = await db
      .select({ id: notifications.id, createdAt: notifications.createdAt })
      .from(notifications)
      .where(and(own, eq(notifications.id, before)))
      .limit(1);
    if (!anchor) throw new AppError('not_found', 'Notification not found');
    const older = or(
      lt(notifications.createdAt, anchor.createdAt),
      and(eq(notifications.createdAt, anchor.createdAt), lt(notifications.id, anchor.id)),
    );
    page = and(own, older) ?? own;
  }
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(page)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(pageSize + 1),
    db
      .select({ count: count() })
      .from(notifications)
      .where(and(own, isNull(notifications.readAt))),
  ]);
  const shown = rows.slice(0, pageSize);
  const oldest = shown.at(-1);
  return {
    notifications: shown.map(toNotification),
    unreadCount: unread?.count ?? 0,
    olderCursor: rows.length > pageSize && oldest ? oldest.id : null,
  };
}
