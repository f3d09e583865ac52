import { eq, inArray, sql } from 'drizzle-orm';
import { clientDisplayName } from '../../shared/domain/client-display-name';
import {
  batchedKinds,
  EMAIL_BATCH_WINDOW_MINUTES,
  isClientEmailKind,
} from '../../shared/domain/notification-emails';
import type { NotificationKind } from '../../shared/domain/notifications';
import type { DbOrTx } from '../db/connection';
import { clientManagers, clientMembers, notifications, profiles, userRoles, users } from '../db/schema/index';
import type { RealtimeHub } from '../realtime/hub';

export type NotificationInput = {
  kind: NotificationKind;
  title: string;
  body?: string | null;
  link: string;
};

/** A scheduled notification carries what makes it once-only for its recipient (schedule-notifications.ts). */
export type OnceOnlyNotification = NotificationInput & { onceTag?: string };

/**
 * Tells a client company's people that something happened to it (decision 015): each of them gets the
 * notification in their own bell (decision 042). Call it inside the transaction that makes
 * the change: the notification exists exactly when the change does, and its live event goes on commit.
 * Kinds a client may be emailed about wait for the mail dispatcher (decision 016), which applies the
 * client's toggles when it sends. Returns whether it was written: one with a `onceTag` its client already
 * has is not.
 */
export async function notifyClient(
  deps: { db: DbOrTx; realtime: RealtimeHub },
  clientId: string,
  notification: OnceOnlyNotification,
): Promise<boolean> {
  return (await notifyClients(deps, [{ clientId, ...notification }])) > 0;
}

/**
 * Several clients' notifications in one statement, one for each of each company's people, and one live
 * event for each client that got one: how the scheduled reminders after a long outage, thousands at once,
 * are written. Returns how many were written (those with a `onceTag` their recipient already has are not).
 */
export async function notifyClients(
  { db, realtime }: { db: DbOrTx; realtime: RealtimeHub },
  batch: (OnceOnlyNotification & { clientId: string })[],
): Promise<number> {
  if (batch.length === 0) return 0;
  const people = await membersOf(db, [...new Set(batch.map((one) => one.clientId))]);
  const rows = batch.flatMap(({ clientId, ...notification }) =>
    (people.get(clientId) ?? []).map((recipientId) => ({ ...notification, recipientId, clientId })),
  );
  return notifyPeople({ db, realtime }, rows);
}

/**
 * Notifications for chosen people of client companies, in one statement (the scheduled ones, which each
 * person gets by their own time zone and toggles), and one live event per company that got one. Returns
 * how many were written (those with a `onceTag` their recipient already has are not).
 */
export async function notifyPeople(
  { db, realtime }: { db: DbOrTx; realtime: RealtimeHub },
  rows: (OnceOnlyNotification & { clientId: string; recipientId: string })[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const written = await db
    .insert(notifications)
    .values(
      rows.map(({ clientId, recipientId, ...notification }) => ({
        ...notification,
        recipientId,
        clientId,
        ...(isClientEmailKind(notification.kind) && {
          emailState: 'pending' as const,
          // A message or comment waits out the batch window: more on the same thread joins the same email.
          emailDueAt: batchedKinds.includes(notification.kind)
            ? sql`now() + make_interval(mins => ${EMAIL_BATCH_WINDOW_MINUTES})`
            : sql`now()`,
        }),
      })),
    )
    .onConflictDoNothing()
    .returning({ clientId: notifications.clientId });
  for (const clientId of new Set(written.map((row) => row.clientId)))
    await realtime.publish({ topic: 'notifications', clientId }, db);
  return written.length;
}

/** The people of each company in `clientIds`, by company. */
async function membersOf(db: DbOrTx, clientIds: string[]): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ userId: clientMembers.userId, clientId: clientMembers.clientId })
    .from(clientMembers)
    .where(inArray(clientMembers.clientId, clientIds));
  const people = new Map<string, string[]>();
  for (const { userId, clientId } of rows) people.set(clientId, [...(people.get(clientId) ?? []), userId]);
  return people;
}

/**
 * Tells the client's staff: every admin, and the client's account managers (decision 043); each has their
 * own bell and read state, and its emails follow the rows. `clientId` names the client the event is about,
 * or null (then only the admins hear of it). The event is published for staff only: its clientId stays null
 * so no client's stream carries it.
 */
export async function notifyAdmins(
  { db, realtime }: { db: DbOrTx; realtime: RealtimeHub },
  clientId: string | null,
  notification: NotificationInput,
): Promise<void> {
  const { kind, title, body = null, link } = notification;
  const managers =
    clientId === null
      ? sql``
      : sql` union select ${clientManagers.userId} from ${clientManagers}
        join ${userRoles} on ${userRoles.userId} = ${clientManagers.userId} and ${userRoles.role} = 'manager'
        where ${clientManagers.clientId} = ${clientId}`;
  await db.execute(sql`
    insert into ${notifications} (recipient_id, client_id, kind, title, body, link)
    select staff.user_id, ${clientId}, ${kind}, ${title}, ${body}, ${link}
    from (select ${userRoles.userId} as user_id from ${userRoles} where ${userRoles.role} = 'admin'${managers}) staff`);
  await realtime.publish({ topic: 'notifications', clientId: null }, db);
}

/** The name the team knows a client by in a notification (and the agency inbox's mail). */
export async function clientNameForTeam(db: DbOrTx, clientId: string): Promise<string> {
  const [row] = await db
    .select({ companyName: profiles.companyName, contactPerson: profiles.contactPerson, email: users.email })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, clientId))
    .limit(1);
  return clientDisplayName(row ?? {});
}
