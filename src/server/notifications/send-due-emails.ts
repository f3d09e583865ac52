import { and, asc, eq, inArray, lte, or, type SQL } from 'drizzle-orm';
import {
  batchedKinds,
  batchHeadings,
  type ClientEmailKind,
  clientEmailSettingOf,
  clientWantsEmail,
  digestSections,
  digestSectionText,
  EMAIL_MAX_ATTEMPTS,
  emailButtonLabels,
  emailRetryDelayMinutes,
  emailSettingNames,
  emailSettingReasons,
  isClientEmailKind,
} from '../../shared/domain/notification-emails';
import type { Db, DbOrTx } from '../db/connection';
import { notifications, profiles, users } from '../db/schema/index';
import type { Email, Mailer } from '../mail/mailer';
import { agencyEmailLogoPath, readAgencySettings } from '../platform/agency-settings';
import { renderNotificationEmail } from './notification-email';
import { signUnsubscribeToken } from './unsubscribe-token';
import { weeklyDigestOf } from './weekly-digest';

export type NotificationMailDeps = {
  db: Db;
  mailer: Mailer;
  appOrigin: string;
  unsubscribeSecret: string;
};

type NotificationRow = typeof notifications.$inferSelect;
type Recipient = { email: string; suspended: boolean; settings: Parameters<typeof clientWantsEmail>[1] };
type Batch = { kind: ClientEmailKind; recipient: Recipient; recipientId: string; rows: NotificationRow[] };

/** How many notifications one pass claims; the next pass (a minute later, or the next nudge) takes more. */
const CLAIM_LIMIT = 100;

const isBatched = (row: NotificationRow) => batchedKinds.includes(row.kind);
const batchKey = (row: NotificationRow) => (isBatched(row) ? `${row.recipientId} ${row.link}` : row.id);

/**
 * Sends the notification emails that are due (decision 016). Several server instances may run it at once:
 * each claims its rows with SKIP LOCKED, and a claimed email is marked 'sending' before the mail server is
 * called, so no email is ever sent twice. What the person read in the app meanwhile, or turned off, is
 * skipped. A send that fails is tried again later with a growing delay, EMAIL_MAX_ATTEMPTS times in all.
 * The emails go one after another, each stored as sent before the next begins.
 */
export async function sendDueNotificationEmails(deps: NotificationMailDeps, now = new Date()) {
  const batches = await claimDueBatches(deps.db, now);
  const tally = { sent: 0, retrying: 0, failed: 0 };
  if (batches.length === 0) return tally;
  const logoUrl = await agencyLogoUrl(deps);
  for (const batch of batches) tally[await sendBatch(batch, deps, logoUrl, now)]++;
  return tally;
}

/** Sends one claimed batch: 'sent', or after a failure 'retrying' later or 'failed' for good. */
async function sendBatch(
  batch: Batch,
  deps: NotificationMailDeps,
  logoUrl: string | null,
  now: Date,
): Promise<'sent' | 'retrying' | 'failed'> {
  const ids = batch.rows.map((row) => row.id);
  try {
    await deps.mailer.send(await emailOf(batch, deps, logoUrl));
  } catch (error) {
    const attempts = Math.max(...batch.rows.map((row) => row.emailAttempts)) + 1;
    const lastTry = attempts >= EMAIL_MAX_ATTEMPTS;
    console.warn(`A notification email failed (try ${attempts} of ${EMAIL_MAX_ATTEMPTS})`, error);
    await deps.db
      .update(notifications)
      .set({
        emailAttempts: attempts,
        emailState: lastTry ? 'failed' : 'pending',
        emailDueAt: lastTry ? null : new Date(now.getTime() + emailRetryDelayMinutes(attempts) * 60_000),
      })
      .where(inArray(notifications.id, ids));
    return lastTry ? 'failed' : 'retrying';
  }
  // Outside the try: had this write failed after a send, a retry would have sent the email twice; the
  // rows stay 'sending' instead, which is never sent again.
  await deps.db.update(notifications).set({ emailState: 'sent' }).where(inArray(notifications.id, ids));
  return 'sent';
}

/**
 * Claims what is due, in one transaction: due rows, plus the pending rows of the same thread (a batch goes
 * out when its first message is due, with whatever joined it since). Batches with nothing unread, or for
 * someone who turned that email off or is suspended, are marked 'skipped'; the rest 'sending'.
 */
async function claimDueBatches(db: Db, now: Date): Promise<Batch[]> {
  return db.transaction(async (tx) => {
    const pending = eq(notifications.emailState, 'pending');
    const due = await tx
      .select()
      .from(notifications)
      .where(and(pending, lte(notifications.emailDueAt, now)))
      .orderBy(asc(notifications.emailDueAt))
      .limit(CLAIM_LIMIT)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const threads = due.filter(isBatched);
    const sameThread = threads.map(
      (row) => and(eq(notifications.recipientId, row.recipientId), eq(notifications.link, row.link)) as SQL,
    );
    const joined = threads.length
      ? await tx
          .select()
          .from(notifications)
          .where(and(pending, inArray(notifications.kind, [...batchedKinds]), or(...sameThread)))
          .for('update', { skipLocked: true })
      : [];

    const rows = [...new Map([...due, ...joined].map((row) => [row.id, row])).values()];
    const byKey = new Map<string, NotificationRow[]>();
    for (const row of rows) byKey.set(batchKey(row), [...(byKey.get(batchKey(row)) ?? []), row]);
    const recipients = await recipientsOf(tx, [...new Set(rows.map((row) => row.recipientId))]);

    const sending: Batch[] = [];
    const skipped: string[] = [];
    for (const group of byKey.values()) {
      const batch = batchToSend(group, recipients);
      if (batch) sending.push(batch);
      // A batch's read rows are settled with it: they are never emailed on their own.
      const sent = new Set(batch?.rows.map((row) => row.id));
      skipped.push(...group.filter((row) => !sent.has(row.id)).map((row) => row.id));
    }
    if (skipped.length)
      await tx.update(notifications).set({ emailState: 'skipped' }).where(inArray(notifications.id, skipped));
    const claimed = sending.flatMap((batch) => batch.rows.map((row) => row.id));
    if (claimed.length)
      await tx.update(notifications).set({ emailState: 'sending' }).where(inArray(notifications.id, claimed));
    return sending;
  });
}

/** The email a group of notifications makes: its unread rows, if the person still wants that email. */
function batchToSend(group: NotificationRow[], recipients: Map<string, Recipient>): Batch | null {
  const unread = group.filter((row) => row.readAt === null);
  const [first] = unread;
  if (!first || !isClientEmailKind(first.kind)) return null;
  const recipient = recipients.get(first.recipientId);
  if (!recipient || recipient.suspended || !clientWantsEmail(first.kind, recipient.settings)) return null;
  return { kind: first.kind, recipient, recipientId: first.recipientId, rows: unread };
}

async function recipientsOf(db: DbOrTx, ids: string[]): Promise<Map<string, Recipient>> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      suspendedAt: profiles.suspendedAt,
      emailNotifications: profiles.emailNotifications,
      taskReminders: profiles.taskReminders,
      campaignAlerts: profiles.campaignAlerts,
      weeklyDigest: profiles.weeklyDigest,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.id, ids));
  return new Map(
    rows.map(({ id, email, suspendedAt, ...settings }) => [
      id,
      { email, suspended: suspendedAt !== null, settings },
    ]),
  );
}

async function agencyLogoUrl({ db, appOrigin }: NotificationMailDeps): Promise<string | null> {
  try {
    const path = agencyEmailLogoPath(await readAgencySettings(db));
    return path ? `${appOrigin}${path}` : null;
  } catch (error) {
    console.warn('Could not read the agency logo for a notification email; sending it without', error);
    return null;
  }
}

/** A digest lists its week as it stands when sent: the week before the digest was made. */
async function digestItems(db: Db, row: NotificationRow) {
  const digest = await weeklyDigestOf(db, row.recipientId, row.createdAt);
  return digestSections
    .filter(({ key }) => digest[key].length > 0)
    .map(({ key, heading }) => ({
      title: heading(digest[key].length),
      body: digestSectionText(digest[key]),
    }));
}

async function emailOf(batch: Batch, deps: NotificationMailDeps, logoUrl: string | null): Promise<Email> {
  const [first] = batch.rows;
  if (!first) throw new Error('An email batch without notifications');
  const setting = clientEmailSettingOf[batch.kind];
  const token = signUnsubscribeToken({ userId: batch.recipientId, setting }, deps.unsubscribeSecret);
  const several = batch.rows.length > 1;
  const heading = several ? (batchHeadings[batch.kind]?.(batch.rows.length) ?? first.title) : first.title;
  const { html, text } = await renderNotificationEmail({
    heading,
    lead: several && batch.kind === 'task_comment' ? first.title : null,
    items:
      batch.kind === 'weekly_digest'
        ? await digestItems(deps.db, first)
        : batch.rows.map((row) => ({ title: row.title, body: row.body })),
    button: { label: emailButtonLabels[batch.kind], url: `${deps.appOrigin}${first.link}` },
    reason: emailSettingReasons[setting],
    unsubscribe: {
      label: `Turn off ${emailSettingNames[setting]}`,
      url: `${deps.appOrigin}/unsubscribe?token=${token}`,
    },
    settingsUrl: `${deps.appOrigin}/dashboard/settings?tab=notifications`,
    logoUrl,
  });
  return {
    to: batch.recipient.email,
    subject: heading,
    html,
    text,
    headers: {
      'List-Unsubscribe': `<${deps.appOrigin}/api/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
