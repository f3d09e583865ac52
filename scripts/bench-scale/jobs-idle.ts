import { setTimeout as sleep } from 'node:timers/promises';
import type { ScratchDatabase } from '../reliability/scratch-postgres';

/** How long nothing may be due before the jobs count as idle: longer than their first pass after a start. */
const QUIET_MS = 5_000;
const POLL_MS = 250;
const MAX_WAIT_MS = 10 * 60_000;
/** The queue of the server's clock pass (reminders and digests; server/jobs/jobs.ts). */
const CLOCK_QUEUE = 'scheduled-notifications';

/** The emails the server's jobs still owe: notifications' and the agency inbox's, due by now. */
async function emailsDue(scratch: ScratchDatabase): Promise<number> {
  const { rows } = await scratch.query<{ due: string }>(`
    select (select count(*) from notifications where email_state = 'pending' and email_due_at <= now())
         + (select count(*) from queued_emails where state = 'pending' and due_at <= now()) as due`);
  return Number(rows[0]?.due ?? 0);
}

/** Whether a clock pass queued since `since` has completed (pg-boss makes its schema at the first start). */
async function clockPassDone(scratch: ScratchDatabase, since: Date): Promise<boolean> {
  const { rows } = await scratch.query<{ done: boolean }>(
    `select to_regclass('pgboss.job') is not null and exists (
       select 1 from pgboss.job where name = $1 and state = 'completed' and created_on >= $2) as done`,
    [CLOCK_QUEUE, since],
  );
  return rows[0]?.done === true;
}

/** Marks the emails due by now as sent, as the jobs would have; returns how many. */
async function settleDueEmails(scratch: ScratchDatabase): Promise<number> {
  const { rows } = await scratch.query<{ settled: string }>(`
    with n as (update notifications set email_state = 'sent'
               where email_state = 'pending' and email_due_at <= now() returning 1),
         q as (update queued_emails set state = 'sent' where state = 'pending' and due_at <= now() returning 1)
    select (select count(*) from n) + (select count(*) from q) as settled`);
  return Number(rows[0]?.settled ?? 0);
}

/**
 * Waits until the server's background jobs have nothing due for a while: a first start on a filled
 * database makes the reminders due in the past week (about 2,600 at full scale), and the jobs email them
 * at pg-boss's pace, 100 a minute, which would slow whichever lists were measured meanwhile for half an
 * hour. So once the clock's first pass since `since` (the server's start) has made them, what is due is
 * marked sent in the scratch database instead, and the wait goes on until nothing more falls due. Resolves
 * with how long it waited, the most emails seen due at once and how many were marked sent, for the report.
 */
export async function jobsIdle(
  scratch: ScratchDatabase,
  since: Date,
): Promise<{ waitedMs: number; mostDue: number; settled: number }> {
  const started = performance.now();
  const overdue = () => {
    if (performance.now() - started > MAX_WAIT_MS)
      throw new Error('The server still owes emails after ten minutes');
  };
  while (!(await clockPassDone(scratch, since))) {
    overdue();
    await sleep(POLL_MS);
  }
  let quietSince = performance.now();
  let mostDue = 0;
  let settled = 0;
  while (performance.now() - quietSince < QUIET_MS) {
    overdue();
    const due = await emailsDue(scratch);
    mostDue = Math.max(mostDue, due);
    if (due > 0) {
      settled += await settleDueEmails(scratch);
      quietSince = performance.now();
    }
    await sleep(POLL_MS);
  }
  return { waitedMs: performance.now() - started, mostDue, settled };
}
