import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createClient, createTask } from '../../src/server/db/factories';
import { notifications } from '../../src/server/db/schema/index';
import type { AppNotification, NotificationPage } from '../../src/shared/contracts/notifications';
import { NOTIFICATIONS_PAGE_SIZE } from '../../src/shared/domain/notifications';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';
import { samples } from '../unit/task-file-samples';
import { readSse } from './sse-reader';

let t: TestApp;
beforeAll(async () => {
  // Each test signs in a fresh client and admin.
  t = await createTestApp({ env: { SIGN_INS_PER_MINUTE: '1000' } });
});
afterAll(() => t.close());

const idOf = (caller: Caller) => caller.userId as string;
const bellOf = async (caller: Caller, before?: string): Promise<NotificationPage> => {
  const res = await caller.get(`/api/notifications${before ? `?before=${before}` : ''}`);
  expect(res.status).toBe(200);
  return res.json();
};
const newest = async (caller: Caller): Promise<AppNotification | undefined> =>
  (await bellOf(caller)).notifications[0];

/** A fresh client (known to the team by its company) and a fresh admin, so each bell starts empty. */
async function freshPair(company = 'Lumen Labs') {
  const client = await createClient(t.db, { profile: { companyName: company } });
  const team = await createAdmin(t.db);
  return { client: await t.signIn(client.email), team: await t.signIn(team.email) };
}

const moveTask = (caller: Caller, taskId: string, to: string) =>
  caller.post(`/api/tasks/${taskId}/status`, { to });
const comment = (caller: Caller, taskId: string, content: string) =>
  caller.post(`/api/tasks/${taskId}/comments`, { content });

describe('notifications: who hears of what', () => {
  it("tells the client of its task's life, and the team of the client's submission and comments", async () => {
    const { client, team } = await freshPair();
    const otherAdmin = await t.signIn((await createAdmin(t.db)).email);
    const created = await team.post('/api/admin/tasks', { title: 'Homepage copy', clientId: idOf(client) });
    expect(created.status).toBe(201);
    const task = await created.json();

    expect(await newest(client)).toMatchObject({
      kind: 'task_assigned',
      title: 'New task: “Homepage copy”',
      body: null,
      link: `/dashboard/tasks?task=${task.id}`,
      readAt: null,
    });
    // Starting work tells nobody.
    expect((await moveTask(client, task.id, 'in-progress')).status).toBe(200);
    expect((await bellOf(team)).notifications).toEqual([]);

    expect((await moveTask(client, task.id, 'pending-review')).status).toBe(200);
    expect(await newest(team)).toMatchObject({
      kind: 'task_submitted',
      title: 'Lumen Labs submitted “Homepage copy” for review',
      link: `/admin/tasks?task=${task.id}`,
    });
    // Every admin has it in their own bell, with their own read state.
    expect((await newest(otherAdmin))?.kind).toBe('task_submitted');
    expect((await bellOf(team)).unreadCount).toBe(1);

    expect((await moveTask(team, task.id, 'needs-revision')).status).toBe(200);
    expect(await newest(client)).toMatchObject({
      kind: 'task_changes_requested',
      title: 'Changes requested on “Homepage copy”',
      link: `/dashboard/tasks?task=${task.id}`,
    });

    expect((await comment(client, task.id, 'Shorter   headline,\nplease?')).status).toBe(201);
    expect(await newest(team)).toMatchObject({
      kind: 'client_comment',
      title: 'Lumen Labs commented on “Homepage copy”',
      body: 'Shorter headline, please?',
    });
    expect((await comment(team, task.id, 'x'.repeat(300))).status).toBe(201);
    const teamComment = await newest(client);
    expect(teamComment).toMatchObject({
      kind: 'task_comment',
      title: 'New comment from the team on “Homepage copy”',
    });
    expect(teamComment?.body).toHaveLength(140);
    expect(teamComment?.body?.endsWith('…')).toBe(true);

    await moveTask(client, task.id, 'in-progress');
    await moveTask(client, task.id, 'pending-review');
    expect((await moveTask(team, task.id, 'approved')).status).toBe(200);
    expect(await newest(client)).toMatchObject({
      kind: 'task_approved',
      title: '“Homepage copy” was approved',
    });

    expect((await bellOf(client)).notifications.map((n) => n.kind)).toEqual([
      'task_approved',
      'task_comment',
      'task_changes_requested',
      'task_assigned',
    ]);
    // The team is told of the client's acts only, never of its own.
    expect((await bellOf(team)).notifications.map((n) => n.kind)).toEqual([
      'task_submitted',
      'client_comment',
      'task_submitted',
    ]);
  });

  it('tells each side of a chat message from the other', async () => {
    const { client, team } = await freshPair('Northwind');
    expect((await client.post('/api/chat/messages', { content: 'Can we talk budgets?' })).status).toBe(201);
    expect(await newest(team)).toMatchObject({
      kind: 'client_message',
      title: 'New message from Northwind',
      body: 'Can we talk budgets?',
      link: `/admin/messages?client=${idOf(client)}`,
    });
    expect((await bellOf(client)).notifications).toEqual([]);

    const sent = await team.post(`/api/admin/chat/${idOf(client)}/messages`, { content: 'Sure, Monday?' });
    expect(sent.status).toBe(201);
    expect(await newest(client)).toMatchObject({
      kind: 'chat_message',
      title: 'New message from the team',
      body: 'Sure, Monday?',
      link: '/dashboard/chat',
    });
  });

  it('tells the client of a project update and of a file shared with it', async () => {
    const { client, team } = await freshPair();
    const update = new FormData();
    update.append('message', 'Campaign is live in three markets');
    const posted = await team.request('POST', `/api/admin/clients/${idOf(client)}/updates`, undefined, {
      body: update,
    });
    expect(posted.status).toBe(201);
    expect(await newest(client)).toMatchObject({
      kind: 'update_posted',
      title: 'New project update from the team',
      body: 'Campaign is live in three markets',
      link: '/dashboard/updates',
    });

    const file = new FormData();
    file.append('category', 'report');
    file.append('description', 'October results');
    file.append('file', new Blob([new Uint8Array(samples.pdf)], { type: 'application/pdf' }), 'october.pdf');
    const shared = await team.request('POST', `/api/admin/clients/${idOf(client)}/files`, undefined, {
      body: file,
    });
    expect(shared.status).toBe(201);
    const { id: fileId } = await shared.json();
    expect(await newest(client)).toMatchObject({
      kind: 'file_shared',
      title: 'New file shared with you: october.pdf',
      body: 'October results',
      link: `/dashboard/reports?file=${fileId}`,
    });
  });

  it('tells the team of an application, a finished onboarding and a referral', async () => {
    const { client, team } = await freshPair('Brightside');
    const applied = await t.anonymous.request(
      'POST',
      '/api/applications',
      { businessName: 'Copper Kettle', email: 'owner@copper.example' },
      { headers: { 'x-forwarded-for': '198.51.100.7' } },
    );
    expect(applied.status).toBe(201);
    expect(await newest(team)).toMatchObject({
      kind: 'application_received',
      title: 'New application from Copper Kettle (owner@copper.example)',
      link: '/admin/applications',
    });

    const onboarded = await client.post('/api/onboarding', {
      productDescription: 'A scheduling app',
      problemSolved: 'No-shows',
      idealCustomer: 'Groomers',
      currentStage: 'launch-ready',
    });
    expect(onboarded.status).toBe(201);
    expect(await newest(team)).toMatchObject({
      kind: 'onboarding_completed',
      title: 'Brightside completed onboarding',
      link: `/admin/client/${idOf(client)}`,
    });

    const referred = await client.post('/api/referrals', {
      referredName: 'Sam Rivera',
      referredEmail: 'sam@rivera.example',
    });
    expect(referred.status).toBe(201);
    expect(await newest(team)).toMatchObject({
      kind: 'referral_submitted',
      title: 'Brightside referred Sam Rivera',
      link: '/admin/referrals',
    });
    // None of it reaches a client's bell.
    expect((await bellOf(client)).notifications).toEqual([]);
  });

  it('tells the team when a purchase is paid', async () => {
    const { team } = await freshPair();
    const res = await t.anonymous.post('/api/purchases/test-checkout', {
      serviceTier: 'MVP Growth Retainer',
      email: 'buyer@kettle.example',
    });
    expect(res.status).toBe(201);
    const page = await bellOf(team);
    expect(page.notifications.filter((n) => n.kind === 'purchase_completed')).toEqual([
      expect.objectContaining({ title: 'New purchase by buyer@kettle.example', link: '/admin' }),
    ]);
  });
});

describe('notifications: reading them', () => {
  it('marks one read (the first time is kept), then all; the unread count follows', async () => {
    const { client, team } = await freshPair();
    for (const title of ['One', 'Two', 'Three'])
      await team.post('/api/admin/tasks', { title, clientId: idOf(client) });
    const before = await bellOf(client);
    expect(before.unreadCount).toBe(3);
    const [first] = before.notifications;
    if (!first) throw new Error('no notification');

    expect((await client.post(`/api/notifications/${first.id}/read`)).status).toBe(204);
    const after = await bellOf(client);
    expect(after.unreadCount).toBe(2);
    const readAt = after.notifications.find((n) => n.id === first.id)?.readAt;
    expect(readAt).not.toBeNull();
    expect((await client.post(`/api/notifications/${first.id}/read`)).status).toBe(204);
    expect((await bellOf(client)).notifications.find((n) => n.id === first.id)?.readAt).toBe(readAt);

    expect((await client.post('/api/notifications/read-all')).status).toBe(204);
    const all = await bellOf(client);
    expect(all.unreadCount).toBe(0);
    expect(all.notifications.every((n) => n.readAt !== null)).toBe(true);
  });

  it('pages newest first by cursor', async () => {
    const { client, team } = await freshPair();
    const total = NOTIFICATIONS_PAGE_SIZE + 5;
    for (let i = 1; i <= total; i++)
      expect(
        (await team.post('/api/admin/tasks', { title: `Task ${i}`, clientId: idOf(client) })).status,
      ).toBe(201);
    const first = await bellOf(client);
    expect(first.unreadCount).toBe(total);
    expect(first.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.notifications[0]?.title).toBe(`New task: “Task ${total}”`);
    expect(first.olderCursor).toBe(first.notifications.at(-1)?.id);

    const second = await bellOf(client, first.olderCursor ?? undefined);
    expect(second.notifications.map((n) => n.title)).toEqual(
      [5, 4, 3, 2, 1].map((i) => `New task: “Task ${i}”`),
    );
    expect(second.olderCursor).toBeNull();
  });
});

describe('notifications: nobody reads or marks another person’s', () => {
  it("keeps each client's and each admin's bell their own", async () => {
    const a = await freshPair('Alpha Co');
    const b = await freshPair('Beta Co');
    await a.team.post('/api/admin/tasks', { title: 'Secret plan for Alpha', clientId: idOf(a.client) });
    const [ofA] = (await bellOf(a.client)).notifications;
    if (!ofA) throw new Error('no notification');

    const seenByB = await bellOf(b.client);
    expect(JSON.stringify(seenByB)).not.toContain('Alpha');
    expect(seenByB.unreadCount).toBe(0);
    // Another person's id is simply not found: as a cursor, to mark, even for an admin.
    expect((await b.client.get(`/api/notifications?before=${ofA.id}`)).status).toBe(404);
    expect((await b.client.post(`/api/notifications/${ofA.id}/read`)).status).toBe(404);
    expect((await a.team.post(`/api/notifications/${ofA.id}/read`)).status).toBe(404);
    expect((await b.client.post('/api/notifications/read-all')).status).toBe(204);
    const [stored] = await t.db.select().from(notifications).where(eq(notifications.id, ofA.id));
    expect(stored?.readAt).toBeNull();

    // An admin's bell holds the team's notifications only, never a client's.
    expect((await bellOf(a.team)).notifications.some((n) => n.kind === 'task_assigned')).toBe(false);
  });

  it('refuses the anonymous and a malformed id', async () => {
    expect((await t.anonymous.get('/api/notifications')).status).toBe(401);
    expect((await t.anonymous.post('/api/notifications/read-all')).status).toBe(401);
    const { client } = await freshPair();
    expect((await client.post('/api/notifications/not-a-uuid/read')).status).toBe(400);
  });

  it("sends the live event to the recipient's stream, not to another client's", async () => {
    const a = await freshPair();
    const b = await freshPair();
    const streamA = readSse(await a.client.get('/api/events'));
    const streamB = readSse(await b.client.get('/api/events'));
    try {
      expect((await streamA.next()).event).toBe('ready');
      expect((await streamB.next()).event).toBe('ready');
      await a.team.post('/api/admin/tasks', { title: 'Live one', clientId: idOf(a.client) });
      const seen: string[] = [];
      for (;;) {
        const event = await streamA.next();
        seen.push(JSON.parse(event.data).topic);
        if (seen.includes('notifications')) break;
      }
      expect(seen).toContain('notifications');
      // B's stream carries nothing of A's: the next thing it sees is an event we publish for B.
      await t.deps.realtime.publish({ topic: 'tasks', clientId: idOf(b.client), id: 'marker' });
      expect(JSON.parse((await streamB.next()).data)).toEqual({
        topic: 'tasks',
        clientId: idOf(b.client),
        id: 'marker',
      });
    } finally {
      await streamA.cancel();
      await streamB.cancel();
    }
  });
});

describe('notifications: removed with the client they are about', () => {
  it("deletes the team's notifications about a client when the client is deleted", async () => {
    const { client, team } = await freshPair();
    const task = await createTask(t.db, {
      clientId: idOf(client),
      title: 'Gone soon',
      status: 'in-progress',
    });
    await moveTask(client, task.id, 'pending-review');
    expect((await bellOf(team)).notifications).toHaveLength(1);
    const { users } = await import('../../src/server/db/schema/index');
    await t.db.delete(users).where(eq(users.id, idOf(client)));
    expect((await bellOf(team)).notifications).toEqual([]);
  });
});
