import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createClient, createTask } from '../../src/server/db/factories';
import { notifications, outboxEmails } from '../../src/server/db/schema/index';
import { createJobs, type Jobs } from '../../src/server/jobs/jobs';
import { createScheduledNotifications } from '../../src/server/notifications/schedule-notifications';
import { localTimeIn, timeZoneChoices } from '../../src/shared/domain/time-zones';
import { notificationMailDeps } from '../support/notification-mail';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SIGN_INS_PER_MINUTE: '1000' } });
});
afterAll(() => t.close());

/** One server instance's background jobs, on the test's database. */
const jobsOfAnInstance = (): Jobs =>
  createJobs({
    database: t.deps.database,
    realtime: t.deps.realtime,
    mail: notificationMailDeps(t),
  });
const mailTo = (email: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));

/** A notification whose email fell due an hour ago, while no server was running. */
async function dueWhileDown(title: string) {
  const client = await createClient(t.db);
  await t.db.insert(notifications).values({
    recipientId: client.id,
    clientId: client.id,
    kind: 'task_assigned',
    title,
    link: '/dashboard/tasks',
    emailState: 'pending',
    emailDueAt: new Date(Date.now() - 3_600_000),
  });
  return client;
}

describe('background jobs', () => {
  // Two instances start their queues on one database (the embedded one, or PostgreSQL in CI), which
  // takes a few seconds each.
  it('sends an email that fell due while the server was down once, with two instances running', {
    timeout: 90_000,
  }, async () => {
    const client = await dueWhileDown('New task: “While down”');
    const instances = [jobsOfAnInstance(), jobsOfAnInstance()];
    try {
      for (const jobs of instances) await jobs.start();
      await expect.poll(() => mailTo(client.email), { timeout: 30_000 }).toHaveLength(1);

      // A new notification nudges the running instances: its email goes out at once, and once.
      const signedIn = await t.signIn(client.email);
      const admin = await t.signIn((await createAdmin(t.db)).email);
      expect(
        (await admin.post('/api/admin/tasks', { title: 'Live', clientId: signedIn.userId })).status,
      ).toBe(201);
      await expect.poll(() => mailTo(client.email), { timeout: 30_000 }).toHaveLength(2);
      const second = await dueWhileDown('New task: “Second”');
      await admin.post('/api/admin/tasks', { title: 'Nudge', clientId: signedIn.userId });
      await expect.poll(() => mailTo(second.email), { timeout: 30_000 }).toHaveLength(1);
      await expect.poll(() => mailTo(client.email), { timeout: 30_000 }).toHaveLength(3);
      expect((await mailTo(client.email)).map((m) => m.subject).sort()).toEqual([
        'New task: “Live”',
        'New task: “Nudge”',
        'New task: “While down”',
      ]);
    } finally {
      await Promise.all(instances.map((jobs) => jobs.stop()));
    }
  });

  it('makes a reminder that fell due while the server was down once after a restart, with two instances', {
    timeout: 90_000,
  }, async () => {
    // A place where it is mid-morning to evening now, so the reminder hour has passed there today and
    // tomorrow does not start during the test.
    const now = new Date();
    const zone = timeZoneChoices().find((candidate) => {
      const { hour } = localTimeIn(candidate, now);
      return hour >= 10 && hour <= 21;
    });
    if (!zone) throw new Error('Every time zone is outside 10:00–21:59 at once, which cannot be');
    const client = await createClient(t.db, { profile: { timeZone: zone } });
    const today = new Date(`${localTimeIn(zone, now).date}T00:00:00Z`);
    const tomorrow = new Date(today.getTime() + 86_400_000).toISOString().slice(0, 10);
    await createTask(t.db, { clientId: client.id, title: 'Quarterly plan', dueDate: tomorrow });

    const subject = '“Quarterly plan” is due tomorrow';
    const instances = [jobsOfAnInstance(), jobsOfAnInstance()];
    try {
      for (const jobs of instances) await jobs.start();
      await expect.poll(() => mailTo(client.email), { timeout: 30_000 }).toHaveLength(1);
    } finally {
      await Promise.all(instances.map((jobs) => jobs.stop()));
    }
    // A restart, and any later pass, finds the reminder already made: no second one, no second email.
    const restarted = jobsOfAnInstance();
    try {
      await restarted.start();
      expect(await createScheduledNotifications({ db: t.db, realtime: t.deps.realtime })).toMatchObject({
        reminders: 0,
      });
    } finally {
      await restarted.stop();
    }
    expect((await mailTo(client.email)).map((mail) => mail.subject)).toEqual([subject]);
    const reminders = await t.db.select().from(notifications).where(eq(notifications.recipientId, client.id));
    expect(reminders.map((row) => [row.kind, row.emailState])).toEqual([['task_due_soon', 'sent']]);
  });
});
