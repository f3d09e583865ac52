import { setTimeout as sleep } from 'node:timers/promises';
import type { ScratchDatabase } from '../reliability/scratch-postgres';

/** How long nothing may be due before the jobs count as idle: longer than their first pass after a start. */
const QUIET_MS = 5_000;
const POLL_MS = 250;
const MAX_WAIT_MS = 10 * 60_000;

/** The emails the server's jobs still owe: notifications' and the agency inbox's, due by now. */
async function emailsDue(scratch: ScratchDatabase): Promise<number> {
  const { rows } = await scratch.query<{ due: string }>(`
    select (select count(*) from notifications where email_state = 'pending' and email_due_at <= now())
         + (select count(*) from queued_emails where state = 'pending' and due_at <= now()) as due`);
  return Number(rows[0]?.due ?? 0);
}

/**
 * Waits until the server's background jobs have nothing due for a while: a first start on a filled
 * database makes the reminders due in the past week and emails them (paced, a minute or more), which
 * would slow whichever lists were measured meanwhile. Resolves with how long it waited and the most
 * emails seen due at once, for the report.
 */
export async function jobsIdle(scratch: ScratchDatabase): Promise<{ waitedMs: number; mostDue: number }> {
  const started = performance.now();
  let quietSince = started;
  let mostDue = 0;
  while (performance.now() - quietSince < QUIET_MS) {
    if (performance.now() - started > MAX_WAIT_MS)
      throw new Error('The server still owes emails after ten minutes');
    const due = await emailsDue(scratch);
    mostDue = Math.max(mostDue, due);
    if (due > 0) quietSince = performance.now();
    await sleep(POLL_MS);
  }
  return { waitedMs: performance.now() - started, mostDue };
}
