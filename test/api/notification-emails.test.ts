import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createClient } from '../../src/server/db/factories';
import { notifications, outboxEmails, profiles } from '../../src/server/db/schema/index';
import type { Email, Mailer } from '../../src/server/mail/mailer';
import {
  type NotificationMailDeps,
  sendDueNotificationEmails,
} from '../../src/server/notifications/send-due-emails';
import { signUnsubscribeToken } from '../../src/server/notifications/unsubscribe-token';
import { EMAIL_MAX_ATTEMPTS, unsubscribeMessages } from '../../src/shared/domain/notification-emails';
import { notificationMailDeps } from '../support/notification-mail';
import { type Caller, createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app';

let t: TestApp;
let mail: NotificationMailDeps;
beforeAll(async () => {
  t = await createTestApp({ env: { SIGN_INS_PER_MINUTE: '1000' } });
  mail = notificationMailDeps(t);
});
afterAll(() => t.close());

const idOf = (caller: Caller) => caller.userId as string;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const mailTo = (email: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
const statesOf = async (recipientId: string) =>
  (
    await t.db
      .select({ state: notifications.emailState })
      .from(notifications)
      .where(eq(notifications.recipientId, recipientId))
  ).map((row) => row.state);

async function freshPair(profile: Partial<typeof profiles.$inferInsert> = {}) {
  const client = await createClient(t.db, { profile: { companyName: 'Lumen Labs', ...profile } });
  const team = await createAdmin(t.db);
  return { client: await t.signIn(client.email), team: await t.signIn(team.email) };
}
const newTask = async (team: Caller, client: Caller, title = 'Homepage copy') => {
  const res = await team.post('/api/admin/tasks', { title, clientId: idOf(client) });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string };
};
const teamMessage = (team: Caller, client: Caller, content: string) =>
  team.post(`/api/admin/chat/${idOf(client)}/messages`, { content });

describe('notification emails', () => {
  it('mails the client what happened: subject, both parts, one button, the reason and an unsubscribe', async () => {
    const { client, team } = await freshPair();
    const task = await newTask(team, client);
    expect(await sendDueNotificationEmails(mail)).toMatchObject({ sent: 1 });

    const [sent, ...more] = await mailTo(client.email as string);
    expect(more).toEqual([]);
    expect(sent?.subject).toBe('New task: “Homepage copy”');
    const link = `${TEST_ORIGIN}/dashboard/tasks?task=${task.id}`;
    expect(sent?.text).toContain(link);
    expect(sent?.text).toContain('You get this because email notifications are on.');
    expect(sent?.html).toContain(`href="${link}"`);
    expect(sent?.html).toContain('View task');
    const token = signUnsubscribeToken(
      { userId: idOf(client), setting: 'emailNotifications' },
      mail.unsubscribeSecret,
    );
    expect(sent?.html).toContain(`${TEST_ORIGIN}/unsubscribe?token=${token}`);
    expect(sent?.headers).toEqual({
      'List-Unsubscribe': `<${TEST_ORIGIN}/api/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await statesOf(idOf(client))).toEqual(['sent']);
    // Sent is sent: another pass mails nothing more.
    expect(await sendDueNotificationEmails(mail)).toMatchObject({ sent: 0 });
    expect(await mailTo(client.email as string)).toHaveLength(1);
  });

  it('with email notifications off: the bell still counts, and no email is written', async () => {
    const { client, team } = await freshPair({ emailNotifications: false, campaignAlerts: true });
    await newTask(team, client);
    await sendDueNotificationEmails(mail);
    expect((await (await client.get('/api/notifications')).json()).unreadCount).toBe(1);
    expect(await mailTo(client.email as string)).toEqual([]);
    expect(await statesOf(idOf(client))).toEqual(['skipped']);
  });

  it('campaign alerts govern project updates; task news still goes', async () => {
    const { client, team } = await freshPair({ campaignAlerts: false });
    const form = new FormData();
    form.append('message', 'Campaign is live');
    const posted = await team.request('POST', `/api/admin/clients/${idOf(client)}/updates`, undefined, {
      body: form,
    });
    expect(posted.status).toBe(201);
    await newTask(team, client, 'Approve the banner');
    await sendDueNotificationEmails(mail);
    expect((await mailTo(client.email as string)).map((m) => m.subject)).toEqual([
      'New task: “Approve the banner”',
    ]);
  });

  it('sends nothing to a suspended client, and no notification email to the team', async () => {
    const { client, team } = await freshPair();
    await newTask(team, client);
    await t.db
      .update(profiles)
      .set({ suspendedAt: new Date() })
      .where(eq(profiles.id, idOf(client)));
    await sendDueNotificationEmails(mail);
    expect(await mailTo(client.email as string)).toEqual([]);

    const active = await freshPair();
    expect((await active.client.post('/api/chat/messages', { content: 'Hello team' })).status).toBe(201);
    await sendDueNotificationEmails(mail, minutesFromNow(30));
    expect(await mailTo(active.team.email as string)).toEqual([]);
    expect(await statesOf(idOf(active.team))).toEqual(['none']);
  });
});

describe('batching messages and comments', () => {
  it('gathers the messages of 10 minutes into one email, sent when the first is due', async () => {
    const { client, team } = await freshPair();
    expect((await teamMessage(team, client, 'First thought')).status).toBe(201);
    expect((await teamMessage(team, client, 'Second thought')).status).toBe(201);
    await sendDueNotificationEmails(mail);
    expect(await mailTo(client.email as string)).toEqual([]);

    await sendDueNotificationEmails(mail, minutesFromNow(11));
    const sent = await mailTo(client.email as string);
    expect(sent.map((m) => m.subject)).toEqual(['2 new messages from the team']);
    expect(sent[0]?.text).toContain('First thought');
    expect(sent[0]?.text).toContain('Second thought');
    expect(sent[0]?.text).toContain(`${TEST_ORIGIN}/dashboard/chat`);
  });

  it('leaves out what was read in the app meanwhile, and sends nothing when all of it was', async () => {
    const { client, team } = await freshPair();
    await teamMessage(team, client, 'Seen already');
    const [seen] = (await (await client.get('/api/notifications')).json()).notifications;
    await client.post(`/api/notifications/${seen.id}/read`);
    await teamMessage(team, client, 'Not seen yet');
    await sendDueNotificationEmails(mail, minutesFromNow(11));
    const sent = await mailTo(client.email as string);
    expect(sent.map((m) => m.subject)).toEqual(['New message from the team']);
    expect(sent[0]?.text).toContain('Not seen yet');
    expect(sent[0]?.text).not.toContain('Seen already');

    const other = await freshPair();
    await teamMessage(other.team, other.client, 'Read it all');
    expect((await other.client.post('/api/notifications/read-all')).status).toBe(204);
    await sendDueNotificationEmails(mail, minutesFromNow(11));
    expect(await mailTo(other.client.email as string)).toEqual([]);
    expect(await statesOf(idOf(other.client))).toEqual(['skipped']);
  });

  it('keeps threads apart: comments on two tasks make two emails', async () => {
    const { client, team } = await freshPair();
    const one = await newTask(team, client, 'One');
    const two = await newTask(team, client, 'Two');
    await sendDueNotificationEmails(mail);
    for (const task of [one, two, one])
      await team.post(`/api/tasks/${task.id}/comments`, { content: 'Note' });
    await sendDueNotificationEmails(mail, minutesFromNow(11));
    const subjects = (await mailTo(client.email as string)).map((m) => m.subject).sort();
    expect(subjects).toEqual([
      '2 new comments from the team',
      'New comment from the team on “Two”',
      'New task: “One”',
      'New task: “Two”',
    ]);
  });
});

describe('sending durably', () => {
  const failing = (calls: Email[]): Mailer => ({
    kind: 'smtp',
    async send(email) {
      calls.push(email);
      throw new Error('connect ECONNREFUSED 127.0.0.1:587');
    },
  });

  it('tries a failed email again later, with a growing delay, then gives up', async () => {
    const { client, team } = await freshPair();
    await newTask(team, client);
    const calls: Email[] = [];
    const down = { ...mail, mailer: failing(calls) };
    const warn = console.warn;
    console.warn = () => {};
    try {
      expect(await sendDueNotificationEmails(down)).toMatchObject({ sent: 0, retrying: 1 });
      // Not due again yet.
      expect(await sendDueNotificationEmails(down)).toMatchObject({ retrying: 0 });
      const [row] = await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.recipientId, idOf(client)));
      expect(row).toMatchObject({ emailState: 'pending', emailAttempts: 1 });
      expect(row?.emailDueAt?.getTime()).toBeGreaterThan(Date.now());

      // The mail server is back: it goes out once.
      expect(await sendDueNotificationEmails(mail, minutesFromNow(2))).toMatchObject({ sent: 1 });
      expect(await mailTo(client.email as string)).toHaveLength(1);

      const other = await freshPair();
      await newTask(team, other.client);
      await newTask(other.team, other.client);
      let at = 0;
      for (let attempt = 1; attempt <= EMAIL_MAX_ATTEMPTS; attempt++) {
        at += 61;
        await sendDueNotificationEmails(down, minutesFromNow(at));
      }
      expect(await statesOf(idOf(other.client))).toEqual(['failed', 'failed']);
      expect(calls.filter((email) => email.to === other.client.email)).toHaveLength(2 * EMAIL_MAX_ATTEMPTS);
    } finally {
      console.warn = warn;
    }
  });

  it('never sends an email twice: passes racing each other send it once', async () => {
    const { client, team } = await freshPair();
    for (const title of ['A', 'B', 'C']) await newTask(team, client, title);
    await Promise.all([
      sendDueNotificationEmails(mail),
      sendDueNotificationEmails(mail),
      sendDueNotificationEmails(mail),
    ]);
    expect((await mailTo(client.email as string)).map((m) => m.subject).sort()).toEqual([
      'New task: “A”',
      'New task: “B”',
      'New task: “C”',
    ]);
  });

  it('never sends again what a crash left mid-send', async () => {
    const { client, team } = await freshPair();
    await newTask(team, client);
    await t.db
      .update(notifications)
      .set({ emailState: 'sending' })
      .where(inArray(notifications.recipientId, [idOf(client)]));
    await sendDueNotificationEmails(mail, minutesFromNow(120));
    expect(await mailTo(client.email as string)).toEqual([]);
  });
});

describe('unsubscribe links', () => {
  const tokenFor = (caller: Caller, setting: 'emailNotifications' | 'campaignAlerts') =>
    signUnsubscribeToken({ userId: idOf(caller), setting }, t.deps.unsubscribeSecret);
  const settingsOf = async (caller: Caller) =>
    (
      await t.db
        .select()
        .from(profiles)
        .where(eq(profiles.id, idOf(caller)))
    )[0];

  it('says what it turns off, turns it off without signing in, and says so again when reused', async () => {
    const { client } = await freshPair();
    const token = tokenFor(client, 'campaignAlerts');
    const status = await t.anonymous.get(`/api/unsubscribe?token=${token}`);
    expect(status.status).toBe(200);
    expect(await status.json()).toEqual({
      setting: 'campaignAlerts',
      settingName: 'campaign alerts',
      on: true,
    });

    const done = await t.anonymous.post(`/api/unsubscribe?token=${token}`);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({
      setting: 'campaignAlerts',
      settingName: 'campaign alerts',
      on: false,
    });
    expect(await settingsOf(client)).toMatchObject({ campaignAlerts: false, emailNotifications: true });

    const again = await t.anonymous.post(`/api/unsubscribe?token=${token}`);
    expect(again.status).toBe(200);
    expect((await (await t.anonymous.get(`/api/unsubscribe?token=${token}`)).json()).on).toBe(false);
  });

  it("takes a mail app's one-click POST (RFC 8058)", async () => {
    const { client } = await freshPair();
    const res = await t.anonymous.request(
      'POST',
      `/api/unsubscribe?token=${tokenFor(client, 'emailNotifications')}`,
      undefined,
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(res.status).toBe(200);
    expect((await settingsOf(client))?.emailNotifications).toBe(false);
  });

  it('refuses a tampered or missing token and changes nothing', async () => {
    const { client } = await freshPair();
    const token = tokenFor(client, 'emailNotifications');
    const tampered = `${token.slice(0, -3)}abc`;
    for (const res of [
      await t.anonymous.post(`/api/unsubscribe?token=${tampered}`),
      await t.anonymous.get(`/api/unsubscribe?token=${tampered}`),
    ]) {
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(unsubscribeMessages.invalidLink);
    }
    expect((await t.anonymous.post('/api/unsubscribe')).status).toBe(400);
    expect((await settingsOf(client))?.emailNotifications).toBe(true);
  });
});
