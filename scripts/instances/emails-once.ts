import { setTimeout as delay } from 'node:timers/promises';
import type { PortalSession } from '../reliability/portal-session';
import type { Member } from './client-joins';
import { expect, on, shown } from './cross-instance';
import type { InstancePair } from './instance-pair';

/** How long the jobs may take to send a notification email that is due at once. */
const EMAIL_TIMEOUT_MS = 20_000;

/** What the admin assigned, and where: each makes a 'task assigned' notification emailed at once. */
export type AssignedTasks = { ids: string[]; titles: string[] };

/** The admin assigns `count` tasks to the client, alternating A and B. */
export async function assignTasks(pair: InstancePair, admin: PortalSession, client: Member, count: number) {
  const assigned: AssignedTasks = { ids: [], titles: [] };
  for (let i = 0; i < count; i++) {
    const instance = i % 2 === 0 ? pair.a : pair.b;
    const title = `Two-instance task ${i + 1} (${instance.name})`;
    const { status, body } = await admin.request('POST', on(instance, '/api/admin/tasks'), {
      title,
      clientId: client.id,
    });
    const id = (body as { id?: string }).id;
    expect(status === 201 && id, `Assigning a task on ${instance.name} answered ${status}: ${shown(body)}`);
    assigned.ids.push(id);
    assigned.titles.push(title);
  }
  return assigned;
}

/** How many emails the client got about each task, from the outbox table (mail goes there without SMTP). */
async function emailsPerTask(pair: InstancePair, client: Member, tasks: AssignedTasks) {
  const { rows } = await pair.database.query<{ subject: string }>(
    'select subject from outbox_emails where "to" = $1',
    [client.account.email],
  );
  return tasks.titles.map((title) => rows.filter((row) => row.subject.includes(title)).length);
}

/**
 * Both instances run the jobs, and every new notification nudges both at once: each task's email must be
 * sent while they run. Polled: the email is written by whichever instance claims it, with no event to await.
 */
export async function awaitEmailsSent(pair: InstancePair, client: Member, tasks: AssignedTasks) {
  const deadline = performance.now() + EMAIL_TIMEOUT_MS;
  for (;;) {
    const counts = await emailsPerTask(pair, client, tasks);
    if (counts.every((n) => n >= 1)) return;
    if (performance.now() > deadline) {
      const missing = tasks.titles.filter((_, i) => counts[i] === 0);
      throw new Error(`No email within ${EMAIL_TIMEOUT_MS / 1000} s for: ${missing.join('; ')}`);
    }
    await delay(200);
  }
}

/**
 * Run after both instances stopped: a stop lets a running pass of the jobs finish, so no send is still
 * under way and the count is final. Each task was emailed exactly once, and its notification is 'sent'.
 */
export async function eachEmailedOnce(pair: InstancePair, client: Member, tasks: AssignedTasks) {
  const counts = await emailsPerTask(pair, client, tasks);
  const wrong = tasks.titles.flatMap((title, i) =>
    counts[i] === 1 ? [] : [`${title}: ${counts[i]} emails`],
  );
  expect(wrong.length === 0, `Not emailed exactly once with both instances running: ${wrong.join('; ')}`);
  const { rows } = await pair.database.query<{ email_state: string; n: string }>(
    `select email_state, count(*) as n from notifications
     where recipient_id = $1 and kind = 'task_assigned' group by email_state`,
    [client.id],
  );
  const states = rows.map((r) => `${r.email_state}: ${r.n}`).join(', ');
  expect(
    rows.length === 1 && rows[0]?.email_state === 'sent' && Number(rows[0].n) === tasks.ids.length,
    `The task notifications' email states are ${states}, not ${tasks.ids.length} sent`,
  );
  return `${tasks.ids.length} task emails, each sent once by one of the two instances`;
}
