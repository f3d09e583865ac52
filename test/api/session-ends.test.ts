import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, DEFAULT_TEST_PASSWORD } from '../../src/server/db/factories';
import { sessions } from '../../src/server/db/schema/index';
import { REALTIME_CHANNEL } from '../../src/server/realtime/channel';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';
import { readSse } from './sse-reader';

// Every request reads its session from the database through the auth library (decision 036), so a
// session that ended, however it ended, is refused on the very next request that carries it, whether or
// not any notice of the end reached the instance answering.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A client signed in, whose session the instance has already answered once. */
async function signedInAndRead() {
  const user = await createClient(t.db);
  const caller = await t.signIn(user.email);
  expect((await caller.get('/api/me')).status).toBe(200);
  return { user, caller };
}

const statusOfMe = async (caller: Caller) => (await caller.get('/api/me')).status;

describe('a session that ends is refused on its next request', () => {
  it('when its row is deleted straight in the database, with no notice sent', async () => {
    const { user, caller } = await signedInAndRead();
    await t.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await caller.get('/api/tasks')).status).toBe(401);
  });

  it('after its sign-out', async () => {
    const { caller } = await signedInAndRead();
    expect((await caller.post('/api/auth/sign-out')).status).toBe(200);
    expect(await statusOfMe(caller)).toBe(401);
  });

  it('after a password change made in another session', async () => {
    const user = await createClient(t.db);
    const laptop = await t.signIn(user.email);
    const phone = await t.signIn(user.email);
    expect(await statusOfMe(phone)).toBe(200);
    const changed = await laptop.post('/api/auth/change-password', {
      currentPassword: DEFAULT_TEST_PASSWORD,
      newPassword: 'a-brand-new-passphrase',
    });
    expect(changed.status).toBe(200);
    expect(await statusOfMe(phone)).toBe(401);
  });

  it('after the client is suspended, and after the client is deleted', async () => {
    const { admin } = await t.actors();
    const suspended = await signedInAndRead();
    const deleted = await signedInAndRead();
    expect((await admin.post(`/api/admin/clients/${suspended.user.id}/suspend`)).status).toBe(200);
    expect(await statusOfMe(suspended.caller)).toBe(401);
    const removed = await admin.request('DELETE', `/api/admin/clients/${deleted.user.id}`, {
      confirmation: 'Acme Studio',
    });
    expect(removed.status).toBe(200);
    expect(await statusOfMe(deleted.caller)).toBe(401);
  });

  it("while the user's other browser and other users keep theirs", async () => {
    const user = await createClient(t.db);
    const laptop = await t.signIn(user.email);
    const phone = await t.signIn(user.email);
    const other = await signedInAndRead();
    expect(await statusOfMe(phone)).toBe(200);
    expect((await laptop.post('/api/auth/sign-out')).status).toBe(200);
    expect(await statusOfMe(phone)).toBe(200);
    expect(await statusOfMe(other.caller)).toBe(200);
  });
});

describe('an instance that hears no notices', () => {
  it('still refuses a suspended client on its next request: the refusal is the database read', async () => {
    // An instance of its own database whose realtime channel is stopped: no notice reaches it.
    const deaf = await createTestApp();
    await deaf.deps.realtime.stop();
    try {
      const { admin } = await deaf.actors();
      const user = await createClient(deaf.db);
      const caller = await deaf.signIn(user.email);
      expect(await statusOfMe(caller)).toBe(200);
      expect((await admin.post(`/api/admin/clients/${user.id}/suspend`)).status).toBe(200);
      expect(await statusOfMe(caller)).toBe(401);
    } finally {
      await deaf.close();
    }
  });
});

describe('a notice from another instance', () => {
  it("ends the session's stream here, and its next request is refused", async () => {
    const { user, caller } = await signedInAndRead();
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const stream = readSse(await caller.get('/api/events'));
    expect((await stream.next()).event).toBe('ready');
    // What another instance's sign-out leaves here: the row gone, and its notice on the channel.
    await t.db.delete(sessions).where(eq(sessions.userId, user.id));
    const ending = { endStreams: { userId: user.id, sessionId: row?.id, reason: 'session-ended' } };
    await t.db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(ending)})`);
    let event = await stream.next();
    while (event.event === 'heartbeat') event = await stream.next();
    expect(event.event).toBe('session-ended');
    expect(await statusOfMe(caller)).toBe(401);
  });
});
