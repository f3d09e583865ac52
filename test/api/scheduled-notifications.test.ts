import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createClient,
  createClientMember,
  createProjectUpdate,
  createTask,
} from '../../src/server/db/factories';
import {
  agencySettings,
  files,
  notifications,
  outboxEmails,
  type profiles,
  taskStatusChanges,
  tasks,
} from '../../src/server/db/schema/index';
import { createScheduledNotifications } from '../../src/server/notifications/schedule-notifications';
import {
  type NotificationMailDeps,
  sendDueNotificationEmails,
} from '../../src/server/notifications/send-due-emails';
import { notificationMailDeps } from '../support/notification-mail';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app';

let t: TestApp;
let mail: NotificationMailDeps;
beforeAll(async () => {
  t = await createTestApp();
  mail = notificationMailDeps(t);
});
afterAll(() => t.close());

// 2026-11-30 is a Monday. The agency's time zone is UTC until a test changes it.
const mondayAt = (utcTime: string) => new Date(`2026-11-30T${utcTime}Z`);
const schedule = (now: Date) => createScheduledNotifications({ db: t.db, realtime: t.deps.realtime }, now);
// A reminder's email is due at the database's own time of writing, whatever time the pass was given, so
// the sending pass runs a minute after the real now: on any day the tests run, not only before the dates above.
const sendingPass = () => sendDueNotificationEmails(mail, new Date(Date.now() + 60_000));

const notificationsOf = (clientId: string) =>
  t.db
    .select({
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      emailState: notifications.emailState,
    })
    .from(notifications)
    .where(eq(notifications.recipientId, clientId));
const mailTo = (email: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));

type Settings = Partial<typeof profiles.$inferInsert>;
const newClient = (profile: Settings = {}) =>
  createClient(t.db, { profile: { companyName: 'Lumen Labs', ...profile } });

describe('task reminders', () => {
  it('reminds of an open task the day before it is due, and once of one that became overdue, at 9:00', async () => {
    const client = await newClient();
    const soon = await createTask(t.db, {
      clientId: client.id,
      title: 'Launch email',
      dueDate: '2026-12-01',
    });
    const late = await createTask(t.db, {
      clientId: client.id,
      title: 'Brand survey',
      dueDate: '2026-11-28',
      status: 'needs-revision',
    });
    // Not reminded: due today, submitted, approved, no due date, or overdue for longer than a week.
    await createTask(t.db, { clientId: client.id, title: 'Due today', dueDate: '2026-11-30' });
    await createTask(t.db, {
      clientId: client.id,
      title: 'Sent',
      dueDate: '2026-12-01',
      status: 'pending-review',
    });
    await createTask(t.db, { clientId: client.id, title: 'Done', dueDate: '2026-11-29', status: 'approved' });
    await createTask(t.db, { clientId: client.id, title: 'Undated' });
    await createTask(t.db, { clientId: client.id, title: 'Long gone', dueDate: '2026-11-20' });

    await schedule(mondayAt('08:59:00'));
    expect(await notificationsOf(client.id)).toEqual([]);

    await schedule(mondayAt('09:00:00'));
    expect(await notificationsOf(client.id)).toEqual(
      expect.arrayContaining([
        {
          kind: 'task_due_soon',
          title: '“Launch email” is due tomorrow',
          body: null,
          link: `/dashboard/tasks?task=${soon.id}`,
          emailState: 'pending',
        },
        {
          kind: 'task_overdue',
          title: '“Brand survey” is overdue',
          body: null,
          link: `/dashboard/tasks?task=${late.id}`,
          emailState: 'pending',
        },
      ]),
    );
    expect(await notificationsOf(client.id)).toHaveLength(2);

    // Every later pass finds them already made; the next day, only the task due today has become overdue.
    await schedule(mondayAt('09:01:00'));
    expect(await notificationsOf(client.id)).toHaveLength(2);
    await schedule(new Date('2026-12-01T10:00:00Z'));
    expect((await notificationsOf(client.id)).map((row) => row.title).sort()).toEqual([
      '“Brand survey” is overdue',
      '“Due today” is overdue',
      '“Launch email” is due tomorrow',
    ]);

    expect(await sendingPass()).toMatchObject({ sent: 3 });
    const sent = await mailTo(client.email);
    expect(sent.map((m) => m.subject).sort()).toEqual([
      '“Brand survey” is overdue',
      '“Due today” is overdue',
      '“Launch email” is due tomorrow',
    ]);
    const reminder = sent.find((m) => m.subject.includes('Launch email'));
    expect(reminder?.text).toContain(`${TEST_ORIGIN}/dashboard/tasks?task=${soon.id}`);
    expect(reminder?.text).toContain('You get this because task reminders are on.');
  });

  it('reminds again when a due date moves', async () => {
    const client = await newClient();
    const task = await createTask(t.db, { clientId: client.id, title: 'Moved', dueDate: '2026-12-01' });
    await schedule(mondayAt('10:00:00'));
    await t.db.update(tasks).set({ dueDate: '2026-12-02' }).where(eq(tasks.id, task.id));
    await schedule(new Date('2026-12-01T10:00:00Z'));
    expect((await notificationsOf(client.id)).map((row) => row.title)).toEqual([
      '“Moved” is due tomorrow',
      '“Moved” is due tomorrow',
    ]);
  });

  it('follows the toggles: reminders off makes none; email notifications off keeps the bell but sends no mail', async () => {
    const off = await newClient({ taskReminders: false });
    await createTask(t.db, { clientId: off.id, dueDate: '2026-12-01' });
    const quiet = await newClient({ emailNotifications: false });
    await createTask(t.db, { clientId: quiet.id, dueDate: '2026-12-01' });
    const suspended = await newClient({ suspendedAt: new Date() });
    await createTask(t.db, { clientId: suspended.id, dueDate: '2026-12-01' });

    await schedule(mondayAt('11:00:00'));
    expect(await notificationsOf(off.id)).toEqual([]);
    expect(await notificationsOf(suspended.id)).toEqual([]);
    expect(await notificationsOf(quiet.id)).toHaveLength(1);

    await sendingPass();
    expect(await mailTo(quiet.email)).toEqual([]);
    expect((await notificationsOf(quiet.id))[0]?.emailState).toBe('skipped');
  });

  it("uses the client's own time zone, else the agency's", async () => {
    // 2026-11-30 09:30 UTC is 22:30 that day in Auckland, and 04:30 in New York.
    const auckland = await newClient({ timeZone: 'Pacific/Auckland' });
    await createTask(t.db, { clientId: auckland.id, title: 'Kiwi', dueDate: '2026-12-02' });
    const newYork = await newClient({ timeZone: 'America/New_York' });
    await createTask(t.db, { clientId: newYork.id, title: 'Yankee', dueDate: '2026-12-01' });
    const agencyZone = await newClient();
    await createTask(t.db, { clientId: agencyZone.id, title: 'Default', dueDate: '2026-12-01' });

    await schedule(mondayAt('09:30:00'));
    expect(await notificationsOf(auckland.id)).toEqual([]);
    expect(await notificationsOf(newYork.id)).toEqual([]);
    expect(await notificationsOf(agencyZone.id)).toHaveLength(1);

    // At 14:00 UTC it is 9:00 in New York; at 20:00 UTC, 9:00 on the 1st of December in Auckland.
    await schedule(mondayAt('14:00:00'));
    expect((await notificationsOf(newYork.id)).map((row) => row.title)).toEqual(['“Yankee” is due tomorrow']);
    expect(await notificationsOf(auckland.id)).toEqual([]);
    await schedule(mondayAt('20:00:00'));
    expect((await notificationsOf(auckland.id)).map((row) => row.title)).toEqual(['“Kiwi” is due tomorrow']);

    // An agency in Honolulu (UTC−10): its clients' 9:00 comes at 19:00 UTC.
    await t.db
      .insert(agencySettings)
      .values({ id: 1, timeZone: 'Pacific/Honolulu' })
      .onConflictDoUpdate({
        target: agencySettings.id,
        set: { timeZone: 'Pacific/Honolulu' },
      });
    try {
      const honolulu = await newClient();
      await createTask(t.db, { clientId: honolulu.id, title: 'Aloha', dueDate: '2026-12-01' });
      await schedule(mondayAt('18:59:00'));
      expect(await notificationsOf(honolulu.id)).toEqual([]);
      await schedule(mondayAt('19:00:00'));
      expect(await notificationsOf(honolulu.id)).toHaveLength(1);
    } finally {
      await t.db.update(agencySettings).set({ timeZone: 'UTC' }).where(eq(agencySettings.id, 1));
    }
  });
});

describe('weekly digest', () => {
  async function busyWeek(profile: Settings = {}) {
    const client = await newClient({ weeklyDigest: true, ...profile });
    const approved = await createTask(t.db, {
      clientId: client.id,
      title: 'Landing page',
      status: 'approved',
    });
    await t.db
      .insert(taskStatusChanges)
      .values({ taskId: approved.id, oldStatus: 'pending-review', newStatus: 'approved' });
    await createTask(t.db, { clientId: client.id, title: 'Ad copy' });
    await createTask(t.db, { clientId: client.id, title: 'Survey', status: 'in-progress' });
    await createProjectUpdate(t.db, { clientId: client.id, message: 'The campaign went live today.' });
    await t.db.insert(files).values({
      clientId: client.id,
      name: 'October report.pdf',
      category: 'report',
      fileUrl: 'missing/october.pdf',
    });
    // Uploaded by the client itself: not news to it.
    await t.db.insert(files).values({
      clientId: client.id,
      name: 'My notes.txt',
      category: 'document',
      fileUrl: 'missing/notes.txt',
      uploadedBy: client.id,
    });
    return client;
  }

  it('on Monday at 8:00 sums up the week in the bell and mails it, once', async () => {
    const client = await busyWeek();
    // Before 8:00, or on a Sunday: nothing.
    await schedule(mondayAt('07:59:00'));
    await schedule(new Date('2026-11-29T12:00:00Z'));
    expect((await notificationsOf(client.id)).filter((row) => row.kind === 'weekly_digest')).toEqual([]);

    // The next Monday's pass makes it: the rows above were written within the week before.
    const at8 = nextMondayAt8();
    await schedule(at8);
    await schedule(new Date(at8.getTime() + 3_600_000));
    const digests = (await notificationsOf(client.id)).filter((row) => row.kind === 'weekly_digest');
    expect(digests).toEqual([
      {
        kind: 'weekly_digest',
        title: 'Your weekly summary',
        body: '1 task approved · 2 open · 1 update · 1 new file',
        link: '/dashboard',
        emailState: 'pending',
      },
    ]);

    await sendDueNotificationEmails(mail, new Date(at8.getTime() + 60_000));
    const [sent] = (await mailTo(client.email)).filter((m) => m.subject === 'Your weekly summary');
    expect(sent?.text).toContain('Approved last week (1)');
    expect(sent?.text).toContain('Landing page');
    expect(sent?.text).toContain('Open tasks (2)');
    expect(sent?.text).toContain('Ad copy · Survey');
    expect(sent?.text).toContain('The campaign went live today.');
    expect(sent?.text).toContain('October report.pdf');
    expect(sent?.text).not.toContain('My notes.txt');
    expect(sent?.text).toContain('You get this because the weekly digest is on.');
  });

  it('comes to no one who turned it off, and not when there is nothing to tell', async () => {
    const off = await busyWeek({ weeklyDigest: false });
    const idle = await newClient({ weeklyDigest: true });
    await schedule(nextMondayAt8());
    expect(await notificationsOf(off.id)).toEqual([]);
    expect(await notificationsOf(idle.id)).toEqual([]);
  });
});

/** 8:00 UTC on the first Monday after today: a week that holds what the test just wrote. */
/** The first Monday 8:00 UTC after now: today's, on a Monday before 8:00, so rows written now fall in its week. */
function nextMondayAt8() {
  const now = Date.now();
  for (let days = 0; ; days++) {
    const day = new Date(now + days * 86_400_000);
    const at8 = new Date(`${day.toISOString().slice(0, 10)}T08:00:00Z`);
    if (at8.getUTCDay() === 1 && at8.getTime() > now) return at8;
  }
}

describe('once-only keys', () => {
  it('keep one scheduled notification per key and client', async () => {
    const client = await newClient();
    await createTask(t.db, { clientId: client.id, dueDate: '2026-12-01' });
    await Promise.all([schedule(mondayAt('12:00:00')), schedule(mondayAt('12:00:00'))]);
    const rows = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, client.id), eq(notifications.kind, 'task_due_soon')));
    expect(rows).toHaveLength(1);
  });
});

// Last in the file: its 206 pending emails would otherwise crowd the email passes of the tests above.
describe('a backlog of reminders', () => {
  it('writes a backlog of reminders in a few statements, with one live event per client and statement', async () => {
    // A Wednesday far from the other tests' dates, so only these tasks are due: more than one statement's worth.
    const now = new Date('2027-06-16T10:00:00Z');
    const busy = await newClient();
    const quiet = await newClient();
    await t.db.insert(tasks).values([
      ...Array.from({ length: 205 }, (_, i) => ({
        clientId: busy.id,
        title: `Post ${i}`,
        dueDate: '2027-06-17',
      })),
      { clientId: quiet.id, title: 'Survey', dueDate: '2027-06-14' },
    ]);
    const publish = vi.spyOn(t.deps.realtime, 'publish');
    try {
      expect(await schedule(now)).toEqual({ reminders: 206, digests: 0 });
      // One event per client for each statement that wrote to it (two statements here), not one a reminder.
      const events = publish.mock.calls.map(([event]) => event);
      expect(events.length).toBeLessThanOrEqual(3);
      expect(new Set(events.map((event) => JSON.stringify(event)))).toEqual(
        new Set([
          JSON.stringify({ topic: 'notifications', clientId: busy.id }),
          JSON.stringify({ topic: 'notifications', clientId: quiet.id }),
        ]),
      );
      expect(await notificationsOf(busy.id)).toHaveLength(205);
      expect((await notificationsOf(quiet.id)).map((row) => row.title)).toEqual(['“Survey” is overdue']);

      // The next pass finds every one made: nothing written, no event.
      publish.mockClear();
      expect(await schedule(new Date('2027-06-16T10:01:00Z'))).toEqual({ reminders: 0, digests: 0 });
      expect(publish).not.toHaveBeenCalled();
    } finally {
      publish.mockRestore();
    }
  });
});

describe("a client company's people", () => {
  it('are reminded and sent the digest each by their own toggles, in the company’s name', async () => {
    const owner = await newClient();
    const wants = await createClientMember(t.db, owner.id, 'member', { profile: { weeklyDigest: true } });
    const quiet = await createClientMember(t.db, owner.id, 'member', { profile: { taskReminders: false } });
    await createTask(t.db, { clientId: owner.id, title: 'Team launch plan', dueDate: '2026-12-01' });

    await schedule(mondayAt('09:30:00'));
    const titles = async (id: string) => (await notificationsOf(id)).map((row) => row.kind).sort();
    expect(await titles(owner.id)).toEqual(['task_due_soon']);
    expect(await titles(wants.id)).toEqual(['task_due_soon', 'weekly_digest']);
    expect(await titles(quiet.id)).toEqual([]);
    // Each reminder once, however often the pass runs.
    await schedule(mondayAt('10:30:00'));
    expect(await titles(wants.id)).toEqual(['task_due_soon', 'weekly_digest']);
  });
});
