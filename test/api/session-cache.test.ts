import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient, DEFAULT_TEST_PASSWORD } from '../../src/server/db/factories';
import { sessions } from '../../src/server/db/schema/index';
import { SESSION_CACHE_MS } from '../../src/server/identity/session-actor-cache';
import { REALTIME_CHANNEL } from '../../src/server/realtime/channel';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';
import { readSse } from './sse-reader';

// A signed-in request's session is kept for a few seconds on the instance that read it (decision 023).
// These pin what must never be answered from that cache: a session that ended, on this instance or
// another, and a session changed behind the product's back for longer than the cache's lifetime.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A client signed in, whose session the instance has read (and so holds) by a first request. */
async function signedInAndRead() {
  const user = await createClient(t.db);
  const caller = await t.signIn(user.email);
  expect((await caller.get('/api/me')).status).toBe(200);
  return { user, caller };
}

const refused = async (caller: Caller) => (await caller.get('/api/me')).status;

describe('a session kept by the instance that read it', () => {
  it('answers its next requests without the database: a row deleted behind its back still answers', async () => {
    const { user, caller } = await signedInAndRead();
    // Straight in the database, no notice: only the cache can still answer this session.
    await t.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await caller.get('/api/tasks')).status).toBe(200);
  });

  it('reads the database again once SESSION_CACHE_MS has passed', async () => {
    const { user, caller } = await signedInAndRead();
    await t.db.delete(sessions).where(eq(sessions.userId, user.id));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SESSION_CACHE_MS + 1 });
    expect(await refused(caller)).toBe(401);
  });

  it('is refused right after its sign-out', async () => {
    const { caller } = await signedInAndRead();
    expect((await caller.post('/api/auth/sign-out')).status).toBe(200);
    expect(await refused(caller)).toBe(401);
  });

  it('is refused right after a password change made in another session', async () => {
    const user = await createClient(t.db);
    const laptop = await t.signIn(user.email);
    const phone = await t.signIn(user.email);
    expect((await phone.get('/api/me')).status).toBe(200);
    const changed = await laptop.post('/api/auth/change-password', {
      currentPassword: DEFAULT_TEST_PASSWORD,
      newPassword: 'a-brand-new-passphrase',
    });
    expect(changed.status).toBe(200);
    expect(await refused(phone)).toBe(401);
  });

  it('is refused right after the client is suspended, and after the client is deleted', async () => {
    const { admin } = await t.actors();
    const suspended = await signedInAndRead();
    const deleted = await signedInAndRead();
    expect((await admin.post(`/api/admin/clients/${suspended.user.id}/suspend`)).status).toBe(200);
    expect(await refused(suspended.caller)).toBe(401);
    const removed = await admin.request('DELETE', `/api/admin/clients/${deleted.user.id}`, {
      confirmation: 'Acme Studio',
    });
    expect(removed.status).toBe(200);
    expect(await refused(deleted.caller)).toBe(401);
  });

  it("keeps other sessions when one ends: the user's other browser and other users", async () => {
    const user = await createClient(t.db);
    const laptop = await t.signIn(user.email);
    const phone = await t.signIn(user.email);
    const other = await signedInAndRead();
    expect((await phone.get('/api/me')).status).toBe(200);
    expect((await laptop.post('/api/auth/sign-out')).status).toBe(200);
    expect((await phone.get('/api/me')).status).toBe(200);
    expect((await other.caller.get('/api/me')).status).toBe(200);
  });
});

describe('on the instance that ends a session', () => {
  it('forgets it at once, before its own notice comes back through the channel', async () => {
    // An instance of its own database that hears no notices: only the forgetting done as the session
    // ends can refuse the next request.
    const deaf = await createTestApp();
    await deaf.deps.realtime.stop();
    try {
      const { admin } = await deaf.actors();
      const user = await createClient(deaf.db);
      const caller = await deaf.signIn(user.email);
      expect((await caller.get('/api/me')).status).toBe(200);
      expect((await admin.post(`/api/admin/clients/${user.id}/suspend`)).status).toBe(200);
      expect(await refused(caller)).toBe(401);
    } finally {
      await deaf.close();
    }
  });
});

describe('a notice from another instance', () => {
  it('makes this instance forget the session it holds, as soon as the notice arrives', async () => {
    const { user, caller } = await signedInAndRead();
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const stream = readSse(await caller.get('/api/events'));
    expect((await stream.next()).event).toBe('ready');
    // What another instance's sign-out leaves here: the row gone, and its notice on the channel. This
    // instance hears of it only through the notice (its own code did not end the session).
    await t.db.delete(sessions).where(eq(sessions.userId, user.id));
    const ending = { endStreams: { userId: user.id, sessionId: row?.id, reason: 'session-ended' } };
    await t.db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(ending)})`);
    // The stream ends on the same notice the cache heeds, after the cache has forgotten the session.
    let event = await stream.next();
    while (event.event === 'heartbeat') event = await stream.next();
    expect(event.event).toBe('session-ended');
    expect(await refused(caller)).toBe(401);
  });
});
