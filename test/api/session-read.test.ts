import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/server/db/factories';
import { sessions, userRoles, users } from '../../src/server/db/schema/index';
import { SESSION_COOKIE_RECHECK_MS } from '../../src/server/http/verified-session-cookies';
import { messages } from '../../src/shared/messages';
import { createTestApp, type TestApp } from '../support/test-app';

// A signed-in request's session: the auth library verifies its cookie (getSession), this instance takes a
// verified cookie for a minute, and every request reads its session's row with the user and the role
// (decision 040). These pin what a request sees: the cookie's signature, expiry, the daily refresh, and an
// ended session refused on its next request however recently its cookie was verified.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedInClient() {
  const user = await createClient(t.db);
  const caller = await t.signIn(user.email);
  const sessionRow = async () => {
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    return row;
  };
  return { user, caller, sessionRow };
}

/**
 * The cookie with the first character of its signature changed. Not the last: its low bits are padding in
 * base64, and the auth library decodes a few spellings of the same signature alike.
 */
function tampered(cookie: string) {
  const [name, ...rest] = cookie.split('=');
  const value = decodeURIComponent(rest.join('='));
  const at = value.lastIndexOf('.') + 1;
  const changed = value[at] === 'A' ? 'B' : 'A';
  return `${name}=${encodeURIComponent(`${value.slice(0, at)}${changed}${value.slice(at + 1)}`)}`;
}

describe('reading the session of a request', () => {
  it('answers a live session without writing to it or setting a cookie', async () => {
    const { user, caller, sessionRow } = await signedInClient();
    const before = await sessionRow();
    const me = await caller.get('/api/me');
    expect(me.status).toBe(200);
    expect((await me.json()).user).toMatchObject({ id: user.id, email: user.email, name: user.name });
    expect(me.headers.getSetCookie()).toEqual([]);
    expect(await sessionRow()).toEqual(before);
  });

  it('refuses a cookie whose signature was changed', async () => {
    const { caller } = await signedInClient();
    const forged = t.caller(tampered(caller.cookie ?? ''), null, null);
    expect(forged.cookie).not.toBe(caller.cookie);
    expect((await forged.get('/api/me')).status).toBe(401);
    expect((await caller.get('/api/me')).status).toBe(200);
  });

  it('refuses a changed signature after the genuine cookie was answered, and the same forgery again', async () => {
    const { caller } = await signedInClient();
    // A forged cookie is refused however recently the genuine one was answered.
    expect((await caller.get('/api/me')).status).toBe(200);
    const forged = t.caller(tampered(caller.cookie ?? ''), null, null);
    expect((await forged.get('/api/me')).status).toBe(401);
    expect((await forged.get('/api/me')).status).toBe(401);
    expect((await caller.get('/api/me')).status).toBe(200);
  });

  it('refuses the cookie of a deleted session and clears it', async () => {
    const { user, caller } = await signedInClient();
    await t.db.delete(sessions).where(eq(sessions.userId, user.id));
    const me = await caller.get('/api/me');
    expect(me.status).toBe(401);
    expect(me.headers.getSetCookie().some((c) => /^agency\.session_token=;/.test(c))).toBe(true);
  });

  it('refuses a session one second past its expiry', async () => {
    const { user, caller } = await signedInClient();
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, user.id));
    expect((await caller.get('/api/me')).status).toBe(401);
  });

  it('slides the expiry of a session last slid over a day ago, and sends the refreshed cookie', async () => {
    const { user, caller, sessionRow } = await signedInClient();
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '5 days'` })
      .where(eq(sessions.userId, user.id));
    const me = await caller.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.headers.getSetCookie().some((c) => c.startsWith('agency.session_token='))).toBe(true);
    expect(((await sessionRow())?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(6 * 86_400_000);
  });

  it('reads the role with the session: a user without one is refused as having none', async () => {
    const { user, caller } = await signedInClient();
    await t.db.delete(userRoles).where(eq(userRoles.userId, user.id));
    const tasks = await caller.get('/api/tasks');
    expect(tasks.status).toBe(403);
    expect((await tasks.json()).error.message).toBe(messages.guard.noRole);
  });

  it('answers a request with no session cookie, or only other cookies, as signed out', async () => {
    expect((await t.caller(null, null, null).get('/api/me')).status).toBe(401);
    expect((await t.caller('theme=dark; other=1', null, null).get('/api/me')).status).toBe(401);
  });
});

describe('a session cookie verified on this instance', () => {
  /** As if the cookies this instance verified had been verified a minute ago. */
  function aMinuteLater() {
    const verified = t.deps.verifiedSessionCookies;
    // Well past the minute: the cache reads a clock it refreshes only between ticks.
    const longAgo = performance.now() - 2 * SESSION_COOKIE_RECHECK_MS;
    for (const [cookie, sessionId] of [...verified.entries()])
      verified.set(cookie, sessionId, { start: longAgo });
  }

  it('is refused and cleared on the next request once its row is deleted', async () => {
    const { user, caller } = await signedInClient();
    expect((await caller.get('/api/me')).status).toBe(200);
    await t.db.delete(sessions).where(eq(sessions.userId, user.id));
    const me = await caller.get('/api/me');
    expect(me.status).toBe(401);
    expect(me.headers.getSetCookie().some((c) => /^agency\.session_token=;/.test(c))).toBe(true);
  });

  it('is refused on the next request once its session has expired', async () => {
    const { user, caller } = await signedInClient();
    expect((await caller.get('/api/me')).status).toBe(200);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, user.id));
    expect((await caller.get('/api/me')).status).toBe(401);
  });

  it("answers the user's current name and role, read on every request", async () => {
    const { user, caller } = await signedInClient();
    expect((await caller.get('/api/tasks')).status).toBe(200);
    await t.db.update(users).set({ name: 'Renamed Client' }).where(eq(users.id, user.id));
    expect((await (await caller.get('/api/me')).json()).user.name).toBe('Renamed Client');
    await t.db.delete(userRoles).where(eq(userRoles.userId, user.id));
    expect((await caller.get('/api/tasks')).status).toBe(403);
  });

  it('goes back to the library a minute on, which slides an expiry that is due', async () => {
    const { user, caller, sessionRow } = await signedInClient();
    expect((await caller.get('/api/me')).status).toBe(200);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '5 days'` })
      .where(eq(sessions.userId, user.id));
    // Within the minute the instance does not ask the library: nothing slides yet.
    expect((await caller.get('/api/me')).headers.getSetCookie()).toEqual([]);
    aMinuteLater();
    const me = await caller.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.headers.getSetCookie().some((c) => c.startsWith('agency.session_token='))).toBe(true);
    expect(((await sessionRow())?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(6 * 86_400_000);
  });

  it('is ended at its absolute lifetime, however recently it was verified', async () => {
    const { user, caller, sessionRow } = await signedInClient();
    expect((await caller.get('/api/me')).status).toBe(200);
    await t.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(sessions.userId, user.id));
    expect((await caller.get('/api/me')).status).toBe(401);
    expect(await sessionRow()).toBeUndefined();
  });
});
