import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createAdmin, createClient, createMessage } from '../../src/server/db/factories';
import { chatMessageRows } from '../../src/server/db/schema/index';
import type { ChatMessage, ChatPage, ChatThread } from '../../src/shared/contracts/chat';
import type { AppEvent } from '../../src/shared/contracts/events';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_PAGE_SIZE, chatMessages } from '../../src/shared/domain/chat-messages';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let clientA: Caller;
let clientB: Caller;
let admin: Caller;
const idOf = (caller: Caller) => caller.userId as string;

beforeAll(async () => {
  // Each test signs in a fresh pair: more sign-ins a minute than one address may make.
  t = await createTestApp({ env: { SIGN_INS_PER_MINUTE: '1000' } });
  ({ clientA, clientB, admin } = await t.actors());
});
afterAll(() => t.close());

const send = (caller: Caller, content: string, clientId?: string) =>
  caller.post(clientId ? `/api/admin/chat/${clientId}/messages` : '/api/chat/messages', { content });
const threadOf = async (caller: Caller, clientId?: string): Promise<ChatPage> =>
  (await caller.get(clientId ? `/api/admin/chat/${clientId}/messages` : '/api/chat/messages')).json();
const unreadOf = async (caller: Caller): Promise<number> =>
  (await (await caller.get('/api/chat/unread')).json()).unread;
const inboxOf = async (caller: Caller): Promise<ChatThread[]> =>
  (await (await caller.get('/api/admin/chat')).json()).threads;

/** A fresh client and admin, so counts start from zero whatever other tests sent. */
async function freshPair() {
  const client = await createClient(t.db, { name: 'Casey Fresh', profile: { companyName: 'Fresh Co' } });
  const team = await createAdmin(t.db, { name: 'Drew Team' });
  return { client: await t.signIn(client.email), team: await t.signIn(team.email) };
}

describe('chat: one thread per client', () => {
  it("a client's message lands in its own thread, trimmed, and the admin reads it there with the client's name", async () => {
    const res = await send(clientA, '  Hello team  ');
    expect(res.status).toBe(201);
    const message: ChatMessage = await res.json();
    expect(message).toMatchObject({ clientId: idOf(clientA), content: 'Hello team' });
    expect(message.sender).toEqual({ id: idOf(clientA), name: 'Alex Able', role: 'client' });

    const seenByAdmin = await threadOf(admin, idOf(clientA));
    expect(seenByAdmin.messages.map((m) => m.content)).toContain('Hello team');
    expect((await threadOf(admin, idOf(clientB))).messages.map((m) => m.content)).not.toContain('Hello team');
  });

  it('names the staff member who wrote to both sides (issue 47)', async () => {
    expect((await send(admin, 'Welcome aboard', idOf(clientA))).status).toBe(201);
    const fromTeam = (await threadOf(clientA)).messages.find((m) => m.content === 'Welcome aboard');
    expect(fromTeam?.sender).toEqual({ id: idOf(admin), name: 'Avery Admin', role: 'admin' });
    const asAdmin = (await threadOf(admin, idOf(clientA))).messages.find(
      (m) => m.content === 'Welcome aboard',
    );
    expect(asAdmin?.sender).toEqual({ id: idOf(admin), name: 'Avery Admin', role: 'admin' });
  });

  it("keeps every client to its own thread: B never reads or writes into A's", async () => {
    await send(clientA, 'Only for A');
    const seenByB = await threadOf(clientB);
    expect(seenByB.messages.every((m) => m.clientId === idOf(clientB))).toBe(true);
    expect(seenByB.messages.map((m) => m.content)).not.toContain('Only for A');

    // A client has no way to name another thread: the admin routes refuse it, and its own route ignores ids.
    expect((await send(clientB, 'Sneaky', idOf(clientA))).status).toBe(403);
    expect((await clientB.get(`/api/admin/chat/${idOf(clientA)}/messages`)).status).toBe(403);
    expect((await clientB.post(`/api/admin/chat/${idOf(clientA)}/read`)).status).toBe(403);
    expect((await clientB.get('/api/admin/chat')).status).toBe(403);
    const res = await clientB.request('POST', '/api/chat/messages', {
      content: 'Mine',
      clientId: idOf(clientA),
    });
    expect(res.status).toBe(201);
    expect((await res.json()).clientId).toBe(idOf(clientB));
    expect((await threadOf(clientA)).messages.map((m) => m.content)).not.toContain('Mine');
  });

  it('refuses the anonymous, and an admin naming no client', async () => {
    expect((await t.anonymous.get('/api/chat/messages')).status).toBe(401);
    expect((await t.anonymous.get('/api/chat/unread')).status).toBe(401);
    expect((await send(t.anonymous, 'Hi')).status).toBe(401);
    expect((await admin.get('/api/chat/messages')).status).toBe(403);
    const unknown = await send(admin, 'Anyone?', crypto.randomUUID());
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe(chatMessages.clientNotFound);
    // An admin's id is no client's either.
    expect((await admin.get(`/api/admin/chat/${idOf(admin)}/messages`)).status).toBe(404);
  });

  it('does not store blank or overlong text, and says why', async () => {
    const before = (await t.db.select().from(chatMessageRows)).length;
    for (const content of ['', '   ', '\n\t ']) {
      const res = await send(clientA, content);
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields.content).toEqual([chatMessages.blank]);
    }
    const long = await send(clientA, 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1));
    expect(long.status).toBe(400);
    expect((await long.json()).error.fields.content).toEqual([chatMessages.tooLong]);
    expect((await send(clientA, 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH))).status).toBe(201);
    expect((await t.db.select().from(chatMessageRows)).length).toBe(before + 1);
  });

  it('slows a sender past 30 messages a minute', async () => {
    const { client } = await freshPair();
    for (let i = 0; i < 30; i++) expect((await send(client, `m${i}`)).status).toBe(201);
    const refused = await send(client, 'one too many');
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.message).toBe(chatMessages.rateLimited);
  });
});

describe('chat: long threads', () => {
  it('gives the newest page first, oldest first within it, and older pages by cursor', async () => {
    const { client } = await freshPair();
    const total = CHAT_PAGE_SIZE + 7;
    const base = Date.parse('2026-01-01T00:00:00Z');
    await t.db.insert(chatMessageRows).values(
      Array.from({ length: total }, (_, i) => ({
        clientId: idOf(client),
        senderId: idOf(client),
        fromClient: true,
        content: `n${i}`,
        createdAt: new Date(base + i * 1000),
      })),
    );
    const newest = await threadOf(client);
    expect(newest.messages.map((m) => m.content)).toEqual(
      Array.from({ length: CHAT_PAGE_SIZE }, (_, i) => `n${i + 7}`),
    );
    expect(newest.olderCursor).toBe(newest.messages[0]?.id);
    const older: ChatPage = await (
      await client.get(`/api/chat/messages?before=${newest.olderCursor}`)
    ).json();
    expect(older.messages.map((m) => m.content)).toEqual(['n0', 'n1', 'n2', 'n3', 'n4', 'n5', 'n6']);
    expect(older.olderCursor).toBeNull();

    // Another thread's message id is no cursor here.
    const other = (await threadOf(clientA)).messages[0]?.id;
    expect((await client.get(`/api/chat/messages?before=${other}`)).status).toBe(404);
    expect((await client.get('/api/chat/messages?before=not-an-id')).status).toBe(400);
  });

  it('pages messages sent within one millisecond in their order, none lost or repeated', async () => {
    const { client, team } = await freshPair();
    const total = CHAT_PAGE_SIZE + 3;
    await t.db.insert(chatMessageRows).values(
      Array.from({ length: total }, (_, i) => ({
        clientId: idOf(client),
        // The team's: the admins' unread count, which stops at 100, is left as the other tests expect it.
        senderId: idOf(team),
        content: `m${i}`,
        // A microsecond apart: one millisecond holds them all.
        createdAt: sql`'2026-02-01T00:00:00Z'::timestamptz + ${i} * interval '1 microsecond'`,
      })),
    );
    const newest = await threadOf(client);
    expect(newest.messages.map((m) => m.content)).toEqual(
      Array.from({ length: CHAT_PAGE_SIZE }, (_, i) => `m${i + 3}`),
    );
    const older: ChatPage = await (
      await client.get(`/api/chat/messages?before=${newest.olderCursor}`)
    ).json();
    expect(older.messages.map((m) => m.content)).toEqual(['m0', 'm1', 'm2']);
    expect(older.olderCursor).toBeNull();
  });
});

describe('chat: times', () => {
  it('gives a message the same time when sent, in its thread and in the inbox: UTC, to the millisecond', async () => {
    const { client, team } = await freshPair();
    const sent: ChatMessage = await (await send(client, 'What time is it?')).json();
    expect(sent.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const inThread = (await threadOf(team, idOf(client))).messages.at(-1);
    const inInbox = (await inboxOf(team)).find((th) => th.clientId === idOf(client))?.lastMessage;
    expect(inThread).toEqual(sent);
    expect(inInbox).toEqual(sent);

    // A stored time finer than a millisecond, in another zone, just before midnight UTC: cut, not rounded.
    await t.db.execute(
      sql`update messages set created_at = '2025-03-05 01:59:59.999876+02' where id = ${sent.id}`,
    );
    const times = [
      (await threadOf(client)).messages.at(-1)?.createdAt,
      (await inboxOf(team)).find((th) => th.clientId === idOf(client))?.lastMessage?.createdAt,
    ];
    expect(times).toEqual(['2025-03-04T23:59:59.999Z', '2025-03-04T23:59:59.999Z']);
  });
});

describe('chat: unread counts', () => {
  it("counts the other side's messages until the reader opens the thread, per reader", async () => {
    const { client, team } = await freshPair();
    const other = await t.signIn((await createAdmin(t.db, { name: 'Ellis Other' })).email);
    const clientId = idOf(client);
    expect(await unreadOf(client)).toBe(0);
    const teamBefore = await unreadOf(team);

    await send(client, 'Question one');
    await send(client, 'Question two');
    expect(await unreadOf(client)).toBe(0); // one's own messages are never unread
    expect(await unreadOf(team)).toBe(teamBefore + 2);
    expect((await inboxOf(team)).find((th) => th.clientId === clientId)).toMatchObject({
      companyName: 'Fresh Co',
      unread: 2,
      lastMessage: { content: 'Question two' },
    });

    // The first admin answers: their marker moves with their message; the other admin has still not read.
    await send(team, 'Answer', clientId);
    expect(await unreadOf(team)).toBe(teamBefore);
    expect((await inboxOf(other)).find((th) => th.clientId === clientId)?.unread).toBe(2);
    expect(await unreadOf(client)).toBe(1);

    expect((await client.post('/api/chat/read')).status).toBe(204);
    expect(await unreadOf(client)).toBe(0);
    expect((await other.post(`/api/admin/chat/${clientId}/read`)).status).toBe(204);
    expect((await inboxOf(other)).find((th) => th.clientId === clientId)?.unread).toBe(0);
  });

  it('keeps, for each admin, only the threads with a client message waiting, a new admin starting from all', async () => {
    const { client, team } = await freshPair();
    const clientId = idOf(client);
    const waitingFor = async (adminId: string) =>
      (
        await t.db.execute<{ client_id: string }>(
          sql`select client_id from unread_threads where reader_id = ${adminId} order by client_id`,
        )
      ).rows.map((row) => row.client_id);
    expect(await waitingFor(idOf(team))).not.toContain(clientId);

    await send(client, 'Anyone there?');
    expect(await waitingFor(idOf(team))).toContain(clientId);
    expect((await team.post(`/api/admin/chat/${clientId}/read`)).status).toBe(204);
    expect(await waitingFor(idOf(team))).not.toContain(clientId);
    await send(client, 'Thanks!');
    await send(team, 'You are welcome', clientId);
    expect(await waitingFor(idOf(team))).not.toContain(clientId);

    // An admin who joins now has read nothing: every thread a client wrote in waits for it.
    const newcomer = await createAdmin(t.db, { name: 'Nia New' });
    const written = (
      await t.db.execute<{ client_id: string }>(
        sql`select distinct client_id from messages where from_client order by client_id`,
      )
    ).rows;
    expect(await waitingFor(newcomer.id)).toEqual(written.map((row) => row.client_id));
    // One who stops being an admin keeps none.
    await t.db.execute(sql`update user_roles set role = 'client' where user_id = ${newcomer.id}`);
    expect(await waitingFor(newcomer.id)).toEqual([]);
  });

  it("gives an admin's badge as the sum of the inbox's unread, as messages come, replies go and threads are read", async () => {
    const { client: first, team } = await freshPair();
    const second = await t.signIn((await createClient(t.db, { name: 'Sam Second' })).email);
    const before = await unreadOf(team);
    /** Each thread's unread as the inbox shows it; the badge must have moved by their sum. */
    const inboxAgreesWithBadge = async () => {
      const inbox = await inboxOf(team);
      const unread = [first, second].map((c) => inbox.find((th) => th.clientId === idOf(c))?.unread);
      expect((await unreadOf(team)) - before).toBe((unread[0] ?? 0) + (unread[1] ?? 0));
      return unread;
    };

    await send(first, 'One');
    await send(first, 'Two');
    await send(second, 'Hello');
    expect(await inboxAgreesWithBadge()).toEqual([2, 1]);
    // The admin's own reply reads what came before it.
    await send(team, 'Answer', idOf(first));
    expect(await inboxAgreesWithBadge()).toEqual([0, 1]);
    // The client's badge counts the team's reply; its own messages never.
    expect(await unreadOf(first)).toBe(1);
    await send(second, 'Still there?');
    expect(await inboxAgreesWithBadge()).toEqual([0, 2]);
    // The marker moves with a read.
    expect((await team.post(`/api/admin/chat/${idOf(second)}/read`)).status).toBe(204);
    expect(await inboxAgreesWithBadge()).toEqual([0, 0]);
    await send(first, 'Thanks');
    expect(await inboxAgreesWithBadge()).toEqual([1, 0]);
    // Writing after the reply read it, for the client too.
    expect(await unreadOf(first)).toBe(0);
  });

  it("counts a reader's own reply as having read what came before it", async () => {
    const { client, team } = await freshPair();
    // A second apart: two rows written within the same clock tick would share their time.
    const now = Date.now();
    await createMessage(t.db, {
      clientId: idOf(client),
      senderId: idOf(team),
      content: 'Hello from the team',
      createdAt: new Date(now - 2000),
    });
    await createMessage(t.db, {
      clientId: idOf(client),
      senderId: idOf(client),
      content: 'Hi back',
      createdAt: new Date(now - 1000),
    });
    expect(await unreadOf(client)).toBe(0);
    expect((await inboxOf(team)).find((th) => th.clientId === idOf(client))?.unread).toBe(1);
  });

  it('lists every client in the inbox, latest conversation first, clients without messages after', async () => {
    const { client, team } = await freshPair();
    const quiet = await createClient(t.db, { name: 'Quinn Quiet' });
    await send(client, 'Latest of all');
    const threads = await inboxOf(team);
    expect(threads[0]?.clientId).toBe(idOf(client));
    const quietThread = threads.find((th) => th.clientId === quiet.id);
    expect(quietThread).toMatchObject({ lastMessage: null, unread: 0 });
    const firstSilent = threads.findIndex((th) => th.lastMessage === null);
    expect(threads.slice(firstSilent).every((th) => th.lastMessage === null)).toBe(true);
  });

  it('tells both sides of a new message and a read, and no other client', async () => {
    const seenByA: AppEvent[] = [];
    const seenByB: AppEvent[] = [];
    const seenByAdmin: AppEvent[] = [];
    const stops = [
      t.deps.realtime.subscribe({
        userId: idOf(clientA),
        role: 'client',
        clientId: idOf(clientA),
        send: (e) => seenByA.push(e),
      }),
      t.deps.realtime.subscribe({
        userId: idOf(clientB),
        role: 'client',
        clientId: idOf(clientB),
        send: (e) => seenByB.push(e),
      }),
      t.deps.realtime.subscribe({ userId: idOf(admin), role: 'admin', send: (e) => seenByAdmin.push(e) }),
    ];
    try {
      const message: ChatMessage = await (await send(admin, 'Live one', idOf(clientA))).json();
      const event = { topic: 'chat', clientId: idOf(clientA), id: message.id };
      await vi.waitFor(() => expect(seenByA).toContainEqual(event));
      await vi.waitFor(() => expect(seenByAdmin).toContainEqual(event));
      await clientA.post('/api/chat/read');
      await vi.waitFor(() => expect(seenByA).toContainEqual({ topic: 'chat', clientId: idOf(clientA) }));
      expect(seenByB).toEqual([]);
    } finally {
      for (const stop of stops) stop();
    }
  });
});
