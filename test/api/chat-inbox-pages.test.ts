import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMessage } from '../../src/server/db/factories';
import { chatThreads, profiles, userRoles, users } from '../../src/server/db/schema/index';
import { type ChatThreadList, INBOX_PAGE_SIZE } from '../../src/shared/contracts/chat';
import { ADMIN_UNREAD_COUNT_LIMIT } from '../../src/shared/domain/chat-messages';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';

// The admin inbox at scale: pages in the inbox's order by a cursor, and the search done in the database.

let t: TestApp;
let admin: Caller;
/** Clients who wrote, the latest conversation first; then clients who never wrote, newest first. */
let talkers: string[];
let silent: string[];

async function insertClient(createdAt: Date, companyName: string, email?: string) {
  const id = `ib-${randomUUID()}`;
  await t.db
    .insert(users)
    .values({ id, name: 'Inbox', email: email ?? `${id}@example.test`, createdAt, updatedAt: createdAt });
  await t.db.insert(userRoles).values({ userId: id, role: 'client', createdAt });
  await t.db
    .insert(profiles)
    .values({ id, companyName, contactPerson: `Contact of ${companyName}`, createdAt });
  return id;
}

async function inbox(query = ''): Promise<ChatThreadList> {
  const res = await admin.get(`/api/admin/chat${query}`);
  expect(res.status).toBe(200);
  return res.json();
}

async function everyPage(search = '') {
  const threads: ChatThreadList['threads'] = [];
  let before: string | null = null;
  for (let i = 0; i < 10; i++) {
    const params = new URLSearchParams(search ? { q: search } : {});
    if (before) params.set('before', before);
    const page = await inbox(`?${params}`);
    threads.push(...page.threads);
    before = page.olderCursor;
    if (!before) break;
  }
  return threads;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await t.actors());
  // Every client the actors brought is removed: this file counts the inbox's rows exactly.
  const existing = await t.db.select().from(userRoles).where(eq(userRoles.role, 'client'));
  for (const role of existing) await t.db.delete(users).where(eq(users.id, role.userId));

  const start = Date.UTC(2026, 0, 1);
  talkers = [];
  silent = [];
  for (let i = 0; i < 40; i++) {
    const id = await insertClient(
      new Date(start + i * 60_000),
      i % 4 === 0 ? `Harbor Lights ${i}` : `Studio ${i}`,
    );
    if (i % 2 === 0) {
      // A conversation whose latest message is later the smaller i is: client 0 spoke last.
      await createMessage(t.db, {
        clientId: id,
        senderId: id,
        content: `Hello from ${i}`,
        createdAt: new Date(start + (100 - i) * 3_600_000),
      });
      talkers.push(id);
    } else silent.unshift(id);
  }
});
afterAll(() => t.close());

describe('GET /api/admin/chat pages', () => {
  it('pages every client once, latest conversation first, then those who never wrote, newest first', async () => {
    const first = await inbox();
    expect(first.threads).toHaveLength(INBOX_PAGE_SIZE);
    expect(first.olderCursor).toBe(first.threads.at(-1)?.clientId);
    const all = await everyPage();
    expect(all.map((thread) => thread.clientId)).toEqual([...talkers, ...silent]);
    expect(all[0]).toMatchObject({ lastMessage: { content: 'Hello from 0' }, unread: 1 });
    expect(all.at(-1)?.lastMessage).toBeNull();
  });

  it('moves a thread to the top when a message arrives', async () => {
    const quiet = silent[5] as string;
    await createMessage(t.db, { clientId: quiet, senderId: quiet, content: 'Finally writing' });
    const [top] = (await inbox()).threads;
    expect(top).toMatchObject({ clientId: quiet, lastMessage: { content: 'Finally writing' }, unread: 1 });
    const [thread] = await t.db.select().from(chatThreads).where(eq(chatThreads.clientId, quiet));
    expect(thread?.lastMessageAt).toBeInstanceOf(Date);
  });

  it('searches company, contact person and email in the database, ignoring case', async () => {
    const harbor = await everyPage('harbor LIGHTS');
    expect(harbor).toHaveLength(10);
    expect(harbor.every((thread) => thread.companyName?.startsWith('Harbor Lights'))).toBe(true);
    const byContact = await everyPage('contact of studio 3');
    expect(byContact.map((thread) => thread.companyName).sort()).toEqual(
      [
        'Studio 3',
        'Studio 30',
        'Studio 31',
        'Studio 33',
        'Studio 34',
        'Studio 35',
        'Studio 37',
        'Studio 38',
        'Studio 39',
      ].sort(),
    );
    const mailed = await insertClient(new Date(), 'Quiet Co', 'unique-inbox-mail@example.test');
    expect((await everyPage('UNIQUE-inbox')).map((thread) => thread.clientId)).toEqual([mailed]);
    expect(await everyPage('100%')).toEqual([]);
  });

  it("counts an admin's unread messages across threads up to the limit the badge shows", async () => {
    const unread = async () => (await (await admin.get('/api/chat/unread')).json()).unread as number;
    // One message from each talker and one from the client who finally wrote.
    expect(await unread()).toBe(talkers.length + 1);
    const chatty = talkers[3] as string;
    await t.db.execute(sql`
      insert into messages (client_id, sender_id, from_client, content, created_at)
      select ${chatty}, ${chatty}, true, 'Message ' || n, now() + n * interval '1 second'
      from generate_series(1, ${ADMIN_UNREAD_COUNT_LIMIT}) n`);
    expect(await unread()).toBe(ADMIN_UNREAD_COUNT_LIMIT);
    expect((await admin.post(`/api/admin/chat/${chatty}/read`)).status).toBe(204);
    expect(await unread()).toBe(talkers.length);
  });

  it('is for admins only, and refuses a search too long', async () => {
    const { clientA } = await t.actors();
    expect((await clientA.get('/api/admin/chat?q=studio')).status).toBe(403);
    expect((await admin.get(`/api/admin/chat?q=${'y'.repeat(201)}`)).status).toBe(400);
  });
});
