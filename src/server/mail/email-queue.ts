import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { EMAIL_MAX_ATTEMPTS, emailRetryDelayMinutes } from '../../shared/domain/notification-emails';
import type { DbOrTx } from '../db/connection';
import { queuedEmails } from '../db/schema/index';
import type { Email, Mailer } from './mailer';

export type EmailQueueDeps = { db: DbOrTx; mailer: Mailer };

/** How many queued emails one pass claims; the next pass takes more. */
const CLAIM_LIMIT = 100;

/**
 * Queues an email in the caller's transaction (decision 017): it exists exactly when the change it
 * reports does. Hand its id to `sendQueuedEmailsNow` after the commit.
 */
export async function queueEmail(db: DbOrTx, email: Email): Promise<string> {
  const [row] = await db.insert(queuedEmails).values(email).returning({ id: queuedEmails.id });
  if (!row) throw new Error('The queued email insert returned no row');
  return row.id;
}

/**
 * Sends the queued emails that are due at `now` (by default the database's clock): all of them, or only `ids`. Rows are claimed with SKIP LOCKED and
 * committed as 'sending' before the mail server is called, so several instances never send one twice. A
 * failed send is tried again after 1, 2, 4 … minutes, EMAIL_MAX_ATTEMPTS times in all.
 */
export async function sendQueuedEmails(deps: EmailQueueDeps, now?: Date, ids?: string[]) {
  const claimed = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(queuedEmails)
      .where(
        and(
          eq(queuedEmails.state, 'pending'),
          // Without a given time, the database's own clock: a row queued this very millisecond carries
          // microseconds a JavaScript date would round away, and would look not yet due.
          lte(queuedEmails.dueAt, now ?? sql`clock_timestamp()`),
          ids ? inArray(queuedEmails.id, ids) : undefined,
        ),
      )
      .orderBy(asc(queuedEmails.dueAt))
      .limit(CLAIM_LIMIT)
      .for('update', { skipLocked: true });
    if (due.length)
      await tx
        .update(queuedEmails)
        .set({ state: 'sending' })
        .where(
          inArray(
            queuedEmails.id,
            due.map((row) => row.id),
          ),
        );
    return due;
  });
  const tally = { sent: 0, retrying: 0, failed: 0 };
  for (const row of claimed) tally[await sendOne(deps, row, now)]++;
  return tally;
}

/** Sends one claimed email: 'sent', or after a failure 'retrying' later or 'failed' for good. */
async function sendOne(
  deps: EmailQueueDeps,
  row: typeof queuedEmails.$inferSelect,
  now: Date | undefined,
): Promise<'sent' | 'retrying' | 'failed'> {
  try {
    await deps.mailer.send({
      to: row.to,
      subject: row.subject,
      text: row.text,
      ...(row.html !== null && { html: row.html }),
      ...(row.headers !== null && { headers: row.headers }),
    });
  } catch (error) {
    const attempts = row.attempts + 1;
    const lastTry = attempts >= EMAIL_MAX_ATTEMPTS;
    console.warn(`An agency email failed (try ${attempts} of ${EMAIL_MAX_ATTEMPTS})`, error);
    await deps.db
      .update(queuedEmails)
      .set({
        attempts,
        state: lastTry ? 'failed' : 'pending',
        dueAt: new Date((now ?? new Date()).getTime() + emailRetryDelayMinutes(attempts) * 60_000),
      })
      .where(eq(queuedEmails.id, row.id));
    return lastTry ? 'failed' : 'retrying';
  }
  // Outside the try: a failed write here leaves it 'sending', never sent again (see send-due-emails.ts).
  await deps.db.update(queuedEmails).set({ state: 'sent' }).where(eq(queuedEmails.id, row.id));
  return 'sent';
}

/**
 * The request that queued these emails sends them at once. It never fails the request: the change is
 * committed, and what could not be sent waits for the job's retries.
 */
export async function sendQueuedEmailsNow(deps: EmailQueueDeps, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  try {
    await sendQueuedEmails(deps, undefined, ids);
  } catch (error) {
    console.error('Could not send queued emails now; the job will', ids, error);
  }
}
