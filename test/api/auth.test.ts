import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from '../../src/server/auth/auth';
import { AppError } from '../../src/server/core/errors';
import { createClient, DEFAULT_TEST_PASSWORD } from '../../src/server/db/factories';
import {
  accounts,
  rateLimitCounters,
  sessions,
  signInFailures,
  userRoles,
  users,
} from '../../src/server/db/schema/index';
import { createUserAccount } from '../../src/server/identity/create-user-account';
import { messages } from '../../src/shared/messages';
import { expectConsole } from '../support/fail-on-console';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each test signs in from its own address (x-forwarded-for is trusted in tests), so that the per-address
// limits of one test do not spill into another.
let nextAddress = 1;
const freshAddress = () => `10.30.0.${nextAddress++}`;

function signIn(email: string, password: string, ip: string) {
  return t.app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password }),
  });
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

describe('sign-in', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie that /api/me accepts', async () => {
    const user = await createClient(t.db);
    const res = await signIn(user.email, DEFAULT_TEST_PASSWORD, freshAddress());
    expect(res.status).toBe(200);
    const sessionCookie = res.headers.getSetCookie().find((c) => c.startsWith('agency.session_token='));
    expect(sessionCookie).toBeDefined();
    expect(sessionCookie).toMatch(/;\s*HttpOnly/i);
    expect(sessionCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(sessionCookie).toMatch(/;\s*Path=\//i);
    expect(JSON.stringify(await res.json())).not.toContain('password');

    const me = await t.caller(cookieOf(res), user.id, user.email).get('/api/me');
    expect(me.status).toBe(200);
    expect((await me.json()).user.email).toBe(user.email);
  });

  it('marks the cookie Secure (and __Secure- prefixed) when the app is served over https', async () => {
    const https = await createTestApp({
      database: t.deps.database,
      env: { APP_ORIGIN: 'https://portal.example' },
    });
    try {
      const user = await createClient(t.db);
      const res = await https.app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
        body: JSON.stringify({ email: user.email, password: DEFAULT_TEST_PASSWORD }),
      });
      const sessionCookie = res.headers
        .getSetCookie()
        .find((c) => c.startsWith('__Secure-agency.session_token='));
      expect(sessionCookie).toMatch(/;\s*Secure/i);
      expect(sessionCookie).toMatch(/;\s*HttpOnly/i);
    } finally {
      await https.deps.realtime.stop();
    }
  });

  it('answers a wrong password and an unknown email alike, so accounts cannot be discovered', async () => {
    const user = await createClient(t.db);
    const ip = freshAddress();
    expectConsole('warn', 2); // the auth library logs each failure: "Invalid password", "User not found"
    const wrongPassword = await signIn(user.email, 'not-the-password', ip);
    const unknownEmail = await signIn('nobody-here@example.test', 'not-the-password', ip);

    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(wrongPassword.status);
    const [wrongBody, unknownBody] = [await wrongPassword.json(), await unknownEmail.json()];
    expect(unknownBody).toEqual(wrongBody);
    expect(wrongBody.error.message).toBe(messages.login.invalidCredentials);
    expect(wrongPassword.headers.getSetCookie()).toEqual([]);
  });

  it('creates a new session row for every sign-in', async () => {
    const user = await createClient(t.db);
    const ip = freshAddress();
    const first = await signIn(user.email, DEFAULT_TEST_PASSWORD, ip);
    const second = await signIn(user.email, DEFAULT_TEST_PASSWORD, ip);
    expect(cookieOf(first)).not.toBe(cookieOf(second));
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.token)).size).toBe(2);
    expect(rows.map((r) => r.ipAddress)).toEqual([ip, ip]);
  });

  it('signs in with a password stored before the auth library hashed passwords itself', async () => {
    // Written by the product's former hasher (scrypt N=16384, r=16, p=1, `salt:key` in hex, the library's
    // own format and parameters) for this password: stored hashes keep verifying, nobody has to reset.
    const password = 'Stored-before-2026-kept';
    const storedHash =
      'c615e4af8e5199fb8d75d9285826491d:c5e7472bf1d92e5b8a285cca55d363287345fe765c49a326e2ad2e43f295aea' +
      'aa16699509f32a8085cb4387c71ea4c42d8652db1d6e6064e4f03705b709bc197';
    const user = await createClient(t.db);
    await t.db.update(accounts).set({ password: storedHash }).where(eq(accounts.userId, user.id));
    const ip = freshAddress();
    expectConsole('warn', 1); // the auth library logs the failure: "Invalid password"
    expect((await signIn(user.email, DEFAULT_TEST_PASSWORD, ip)).status).toBe(401);
    const res = await signIn(user.email, password, ip);
    expect(res.status).toBe(200);
    expect((await t.caller(cookieOf(res), user.id, user.email).get('/api/me')).status).toBe(200);
  });
});

describe('sign-out', () => {
  it('ends the session on the server: the old cookie is refused afterwards', async () => {
    const user = await createClient(t.db);
    const ip = freshAddress();
    const session = t.caller(
      cookieOf(await signIn(user.email, DEFAULT_TEST_PASSWORD, ip)),
      user.id,
      user.email,
    );
    const otherDevice = t.caller(
      cookieOf(await signIn(user.email, DEFAULT_TEST_PASSWORD, ip)),
      user.id,
      user.email,
    );

    const res = await session.post('/api/auth/sign-out');
    expect(res.status).toBe(200);

    const me = await session.get('/api/me');
    expect(me.status).toBe(401);
    expect(await me.json()).toEqual({
      error: { code: 'unauthorized', message: messages.common.notAuthenticated },
    });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    // Signing out on one device leaves the user's other sessions alone.
    expect((await otherDevice.get('/api/me')).status).toBe(200);
  });
});

describe('sign-in limits', () => {
  async function expectWait(res: Response, seconds: number) {
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({
      error: { code: 'rate_limited', message: messages.login.tooManyAttempts },
    });
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(seconds / 2);
    expect(retryAfter).toBeLessThanOrEqual(seconds);
  }

  // Moves an (email, address) pair's last failure into the past, as if the attacker had waited.
  const waitedSeconds = (email: string, ip: string, seconds: number) =>
    t.db
      .update(signInFailures)
      .set({ lastFailureAt: sql`now() - make_interval(secs => ${seconds})` })
      .where(eq(signInFailures.key, `pair:${email}|${ip}`));

  // Starts an address's minute of sign-in requests now, keeping its count: the requests so far were
  // meant as one minute's, however long their password checks took on a busy machine.
  const sameMinute = (ip: string) =>
    t.db
      .update(rateLimitCounters)
      .set({ windowStartedAt: sql`now()` })
      .where(eq(rateLimitCounters.key, `sign-in:${ip}`));

  // Each attempt here checks a password (an unknown email's too), in the hasher at the lowest CPU
  // priority: tens of them take longer than the default timeout when other test files share the cores.
  const manyPasswordChecks = { timeout: 120_000 };

  it('after 5 wrong passwords from one address, that address waits 30 s, even with the right password', async () => {
    const user = await createClient(t.db);
    const ip = freshAddress();
    expectConsole('warn', 5); // the auth library logs each failed attempt
    for (let i = 0; i < 5; i++) expect((await signIn(user.email, `wrong-${i}`, ip)).status).toBe(401);

    await expectWait(await signIn(user.email, DEFAULT_TEST_PASSWORD, ip), 30);
    await expectWait(await signIn(user.email.toUpperCase(), DEFAULT_TEST_PASSWORD, ip), 30);
    // The owner, from anywhere else, is not locked out by someone else's guesses.
    expect((await signIn(user.email, DEFAULT_TEST_PASSWORD, freshAddress())).status).toBe(200);
    // Nor is anyone else from that address.
    const neighbour = await createClient(t.db);
    expect((await signIn(neighbour.email, DEFAULT_TEST_PASSWORD, ip)).status).toBe(200);
  });

  it('doubles the wait with each further failure, and lets the right password in once the wait is over', async () => {
    const user = await createClient(t.db);
    const ip = freshAddress();
    expectConsole('warn', 6);
    for (let i = 0; i < 5; i++) expect((await signIn(user.email, `wrong-${i}`, ip)).status).toBe(401);
    await waitedSeconds(user.email, ip, 31);
    expect((await signIn(user.email, 'wrong-again', ip)).status).toBe(401);
    await expectWait(await signIn(user.email, DEFAULT_TEST_PASSWORD, ip), 60);

    await waitedSeconds(user.email, ip, 61);
    expect((await signIn(user.email, DEFAULT_TEST_PASSWORD, ip)).status).toBe(200);
  });

  it('forgets the failures of an address once it signs in', async () => {
    const user = await createClient(t.db);
    const ip = freshAddress();
    expectConsole('warn', 9);
    for (let i = 0; i < 4; i++) expect((await signIn(user.email, `wrong-${i}`, ip)).status).toBe(401);
    expect((await signIn(user.email, DEFAULT_TEST_PASSWORD, ip)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await signIn(user.email, `typo-${i}`, ip)).status).toBe(401);
    await expectWait(await signIn(user.email, DEFAULT_TEST_PASSWORD, ip), 30);
  });

  it('counts parallel guesses before they are checked, so they cannot all slip under the limit', async () => {
    const user = await createClient(t.db);
    const ip = freshAddress();
    expectConsole('warn', 5);
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        Promise.resolve(signIn(user.email, `parallel-${i}`, ip)).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it(
    'once an email is guessed at from many addresses, each failing address waits after one failure, and a clean one still signs in',
    manyPasswordChecks,
    async () => {
      const user = await createClient(t.db);
      const attackers = Array.from({ length: 20 }, freshAddress);
      expectConsole('warn', 20);
      for (const ip of attackers) expect((await signIn(user.email, `spray-${ip}`, ip)).status).toBe(401);

      // The first attacker's failure as if just made: its wait is then a whole one, however long the
      // other 19 attempts took.
      await waitedSeconds(user.email, attackers[0] as string, 0);
      await expectWait(await signIn(user.email, 'one-more-guess', attackers[0] as string), 30);
      expect((await signIn(user.email, DEFAULT_TEST_PASSWORD, freshAddress())).status).toBe(200);
    },
  );

  it(
    'refuses an address that keeps failing across many emails, while other addresses still sign in',
    manyPasswordChecks,
    async () => {
      const ip = freshAddress();
      const statuses: number[] = [];
      expectConsole('warn', 30); // the auth library logs each unknown email it checks
      for (let i = 0; i < 20; i++)
        statuses.push((await signIn(`guess-${i}@example.test`, 'hunter22', ip)).status);
      expect(statuses.every((s) => s === 401)).toBe(true);
      await sameMinute(ip);
      for (let i = 20; i < 30; i++)
        statuses.push((await signIn(`guess-${i}@example.test`, 'hunter22', ip)).status);
      // The per-address limit (SIGN_INS_PER_MINUTE, 20 a minute) refuses the rest, in the throttle's words.
      expect(statuses.slice(20).every((s) => s === 429)).toBe(true);

      const user = await createClient(t.db);
      const limited = await signIn(user.email, DEFAULT_TEST_PASSWORD, ip);
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({
        error: { code: 'rate_limited', message: messages.login.tooManyAttempts },
      });
      expect((await signIn(user.email, DEFAULT_TEST_PASSWORD, freshAddress())).status).toBe(200);
    },
  );
});

describe('session lifetime', () => {
  async function signedInWithSessionAge(ageSeconds: number) {
    const user = await createClient(t.db);
    const caller = t.caller(
      cookieOf(await signIn(user.email, DEFAULT_TEST_PASSWORD, freshAddress())),
      user.id,
      user.email,
    );
    await t.db
      .update(sessions)
      .set({ createdAt: sql`now() - make_interval(secs => ${ageSeconds})` })
      .where(eq(sessions.userId, user.id));
    return { user, caller };
  }

  it('refuses and deletes a session older than the absolute lifetime, however recently used', async () => {
    const { user, caller } = await signedInWithSessionAge(SESSION_ABSOLUTE_SECONDS + 60);
    const me = await caller.get('/api/me');
    expect(me.status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it("also ends it on the auth library's own routes", async () => {
    const { user, caller } = await signedInWithSessionAge(SESSION_ABSOLUTE_SECONDS + 60);
    const res = await caller.get('/api/auth/get-session');
    expect(await res.json()).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('ends a session left unused past the idle lifetime, and slides it forward on use', async () => {
    const user = await createClient(t.db);
    const session = cookieOf(await signIn(user.email, DEFAULT_TEST_PASSWORD, freshAddress()));
    const caller = t.caller(session, user.id, user.email);
    const sessionRow = async () => {
      const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
      if (!row) throw new Error('the session row is gone');
      return row;
    };
    const created = await sessionRow();
    const idleDays = (created.expiresAt.getTime() - created.createdAt.getTime()) / 86_400_000;
    expect(Math.round(idleDays)).toBe(SESSION_IDLE_SECONDS / 86_400);

    // Used two days before it would lapse: the library moves the expiry forward again.
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() + interval '2 days'` })
      .where(eq(sessions.userId, user.id));
    expect((await caller.get('/api/me')).status).toBe(200);
    expect((await sessionRow()).expiresAt.getTime() - Date.now()).toBeGreaterThan(6 * 86_400_000);

    // Not used until after it lapsed: refused.
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.userId, user.id));
    expect((await caller.get('/api/me')).status).toBe(401);
  });

  it('keeps a session that is still within its absolute lifetime', async () => {
    const { caller } = await signedInWithSessionAge(SESSION_ABSOLUTE_SECONDS - 3600);
    expect((await caller.get('/api/me')).status).toBe(200);
  });
});

describe('password rules when an account is created', () => {
  const account = (email: string, password: string) => ({
    email,
    password,
    name: 'Pat Doe',
    role: 'client' as const,
    signup: { source: 'seed' as const },
  });

  it.each([
    ['a common password', 'password123', messages.password.tooCommon],
    ['a 5-character password', 'abcde', messages.password.tooShort],
    ['a password over 128 characters', 'x'.repeat(129), messages.password.tooLong],
  ])('refuses %s with its message and creates nothing', async (_label, password, message) => {
    const email = `weak-${password.length}@example.test`;
    const attempt = createUserAccount({ db: t.db, account: account(email, password) });
    await expect(attempt).rejects.toMatchObject({
      code: 'validation_failed',
      message,
      fields: { password: [message] },
    });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('accepts a 6-character password that is not common', async () => {
    const user = await createUserAccount({ db: t.db, account: account('six@example.test', 'q7#vLp') });
    expect(user.email).toBe('six@example.test');
  });

  it('refuses a second account with the same email, whatever its case, keeping the first', async () => {
    await createUserAccount({ db: t.db, account: account('dup@example.test', 'a-long-unique-passphrase') });
    const attempt = createUserAccount({
      db: t.db,
      account: account(' Dup@Example.TEST ', 'another-long-passphrase'),
    });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ code: 'conflict' });
    expect(await t.db.select().from(users).where(eq(users.email, 'dup@example.test'))).toHaveLength(1);
  });
});

describe('admin accounts (npm run admin:create)', () => {
  it('makes an admin who can sign in and is told role admin', async () => {
    const admin = await createUserAccount({
      db: t.db,
      account: {
        email: 'Ops@Agency.example',
        password: 'a-strong-admin-passphrase',
        name: 'Ops Lead',
        role: 'admin',
        emailVerified: true,
        signup: { source: 'admin' },
      },
    });
    expect(admin.email).toBe('ops@agency.example');
    expect(
      await t.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, admin.id)),
    ).toEqual([{ role: 'admin' }]);

    const res = await signIn('ops@agency.example', 'a-strong-admin-passphrase', freshAddress());
    expect(res.status).toBe(200);
    const me = await t.caller(cookieOf(res), admin.id, admin.email).get('/api/me');
    expect(await me.json()).toMatchObject({
      user: { email: 'ops@agency.example', name: 'Ops Lead' },
      role: 'admin',
    });
  });
});

describe('the auth library routes the product does not use', () => {
  it.each([
    ['POST', '/api/auth/verify-password', { password: DEFAULT_TEST_PASSWORD }],
    ['POST', '/api/auth/update-user', { name: '<script>', image: 'javascript:alert(1)' }],
    ['GET', '/api/auth/list-sessions', undefined],
    ['POST', '/api/auth/sign-up/email', { email: 'new@example.test', password: 'long-enough-1', name: 'N' }],
    ['POST', '/api/auth/revoke-sessions', {}],
  ])('%s %s is not served, even to a signed-in user', async (method, path, body) => {
    const { clientA } = await t.actors();
    const res = await clientA.request(method, path, body);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No such API route' } });
  });

  it('answers 405 for a served path with another method', async () => {
    const res = await t.anonymous.request('GET', '/api/auth/sign-in/email');
    expect(res.status).toBe(405);
    expect((await res.json()).error.code).toBe('method_not_allowed');
  });

  it('checks a served route by its contract before the auth library sees it', async () => {
    const { clientA } = await t.actors();
    const res = await clientA.post('/api/auth/change-password', {
      currentPassword: '',
      newPassword: 'x'.repeat(200),
    });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields).sort()).toEqual(['currentPassword', 'newPassword']);
  });
});

describe('the verification link', () => {
  it.each([
    ['another site', 'https://evil.example/welcome'],
    ['a value that is no address', 'abc'],
  ])('sends back to our login page whatever callbackURL names: %s', async (_what, callbackURL) => {
    const res = await t.anonymous.get(
      `/api/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent(callbackURL)}`,
    );
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.origin).toBe(TEST_ORIGIN);
    expect(location.pathname).toBe('/login');
  });
});
