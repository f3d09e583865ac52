import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/server/db/factories';
import { sessions, userRoles } from '../../src/server/db/schema/index';
import { messages } from '../../src/shared/messages';
import { createTestApp, type TestApp } from '../support/test-app';

// A signed-in request's session is the auth library's own read (getSession), then the user's role. These
// pin what a request sees of the library's rules: the cookie's signature, expiry, the daily refresh.

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
