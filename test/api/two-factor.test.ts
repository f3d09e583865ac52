import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createClient,
  createManager,
  DEFAULT_TEST_PASSWORD,
} from '../../src/server/db/factories';
import { auditEvents, twoFactors } from '../../src/server/db/schema/index';
import type { AuditAction } from '../../src/shared/domain/audit';
import { twoFactorMessages } from '../../src/shared/domain/two-factor';
import { createTestApp, type TestApp } from '../support/test-app';
import { currentCode, keyOf, wrongCode } from '../support/totp';

// Issue 49, decision 047: two-factor sign-in on the auth library's plugin. Enrolment with the password,
// a QR code's secret confirmed by a first code, ten recovery codes each good once; sign-in asks for a code
// after the password and gives no session before it; the agency can require it of staff; an admin can
// reset another staff member's. Every step is in the audit log.

let t: TestApp;
let nextAddress = 1;

beforeAll(async () => {
  t = await createTestApp({ env: { SIGN_INS_PER_MINUTE: '1000' } });
});
afterAll(() => t.close());

/**
 * One browser: its own address, and a cookie jar that keeps what the server sets and drops what it
 * expires, as a browser would, so each step sends exactly the cookies the one before left.
 */
function browser() {
  const address = `203.0.113.${nextAddress++}`;
  const jar = new Map<string, string>();
  async function request(method: string, path: string, body?: unknown) {
    const headers = new Headers({ 'x-forwarded-for': address });
    if (jar.size) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    if (body !== undefined) headers.set('content-type', 'application/json');
    const response = await t.app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((a) => /^\s*max-age=0$/i.test(a)) || value === '';
      if (expired) jar.delete(name.trim());
      else jar.set(name.trim(), value);
    }
    return response;
  }
  return {
    jar,
    get: (path: string) => request('GET', path),
    post: (path: string, body: unknown = {}) => request('POST', path, body),
    put: (path: string, body: unknown) => request('PUT', path, body),
    /** The password step; answers the library's response. */
    password: (email: string, password = DEFAULT_TEST_PASSWORD) =>
      request('POST', '/api/auth/sign-in/email', { email, password }),
  };
}
type Browser = ReturnType<typeof browser>;

const hasSession = (b: Browser) => [...b.jar.keys()].some((name) => name.endsWith('session_token'));
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;
const me = async (b: Browser) =>
  (await b.get('/api/me')).json() as Promise<{ twoFactor: Record<string, boolean> }>;

/** Signed in with the password alone (two-factor off). */
async function signedIn(email: string) {
  const b = browser();
  expect((await b.password(email)).status).toBe(200);
  expect(hasSession(b)).toBe(true);
  return b;
}

/** Turns two-factor on for the signed-in `b`: enable with the password, confirm with the app's code. */
async function enrol(b: Browser) {
  const started = await b.post('/api/auth/two-factor/enable', { password: DEFAULT_TEST_PASSWORD });
  expect(started.status).toBe(200);
  const { totpURI, backupCodes } = (await started.json()) as { totpURI: string; backupCodes: string[] };
  const key = keyOf(totpURI);
  expect((await b.post('/api/auth/two-factor/verify-totp', { code: await currentCode(key) })).status).toBe(
    200,
  );
  return { key, recoveryCodes: backupCodes };
}

/** The password step of a two-factor sign-in, in a new browser: it must ask for the code. */
async function atCodeStep(email: string) {
  const b = browser();
  const response = await b.password(email);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
  expect(hasSession(b)).toBe(false);
  return b;
}

const rowsOf = (action: AuditAction, actorId: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.actorId, actorId)))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id));

describe('enrolment', () => {
  it('takes the password, shows a secret and ten recovery codes, and is in force only once a first code confirms it', async () => {
    const client = await createClient(t.db);
    const b = await signedIn(client.email);

    const wrong = await b.post('/api/auth/two-factor/enable', { password: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toEqual({
      code: 'wrong_password',
      message: twoFactorMessages.wrongPassword,
    });

    const started = await b.post('/api/auth/two-factor/enable', { password: DEFAULT_TEST_PASSWORD });
    expect(started.status).toBe(200);
    const { totpURI, backupCodes } = (await started.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Agency%20Portal:/);
    expect(keyOf(totpURI)).toMatch(/^[A-Z2-7]{32,}$/);
    expect(backupCodes).toHaveLength(10);
    for (const code of backupCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(new Set(backupCodes).size).toBe(10);
    // The secret is kept encrypted, never as the key the person sees.
    const [stored] = await t.db.select().from(twoFactors).where(eq(twoFactors.userId, client.id));
    expect(stored?.secret).not.toContain(keyOf(totpURI));
    expect(stored?.verified).toBe(false);

    // Not yet in force: the password alone still signs in.
    expect((await me(b)).twoFactor).toEqual({ enabled: false, setupRequired: false, requiredForYou: false });
    await signedIn(client.email);

    const key = keyOf(totpURI);
    const mistyped = await b.post('/api/auth/two-factor/verify-totp', { code: await wrongCode(key) });
    expect(mistyped.status).toBe(401);
    expect((await errorOf(mistyped)).code).toBe('wrong_code');
    expect((await b.post('/api/auth/two-factor/verify-totp', { code: 'abc' })).status).toBe(400);
    expect((await me(b)).twoFactor.enabled).toBe(false);

    const confirmed = await b.post('/api/auth/two-factor/verify-totp', { code: await currentCode(key) });
    expect(confirmed.status).toBe(200);
    expect((await me(b)).twoFactor.enabled).toBe(true);
    expect(await rowsOf('two_factor_enabled', client.id)).toHaveLength(1);
    // Once on, a signed-in session is no place to test codes.
    const probe = await b.post('/api/auth/two-factor/verify-totp', { code: await currentCode(key) });
    expect(probe.status).toBe(400);
    expect((await errorOf(probe)).message).toBe(twoFactorMessages.alreadyOn);
    // Enrolling again while it is on is refused: the secret in force stays.
    const again = await b.post('/api/auth/two-factor/enable', { password: DEFAULT_TEST_PASSWORD });
    expect(again.status).toBe(400);
    expect((await errorOf(again)).message).toBe(twoFactorMessages.alreadyOn);
  });
});

describe('turning it on', () => {
  it("ends the person's other sessions, those made with the password alone before", async () => {
    const client = await createClient(t.db);
    const phished = await signedIn(client.email);
    const own = await signedIn(client.email);
    await enrol(own);
    expect((await phished.get('/api/me')).status).toBe(401);
    expect((await own.get('/api/me')).status).toBe(200);
  });
});

describe('signing in', () => {
  it('gives no session on the password alone, refuses a wrong code, and signs in with the right one', async () => {
    const client = await createClient(t.db);
    const { key } = await enrol(await signedIn(client.email));

    const b = await atCodeStep(client.email);
    // The right password is on the log at once: followed by no code, it tells that someone holds it.
    const [passwordAccepted] = await rowsOf('sign_in_password_accepted', client.id);
    expect(passwordAccepted?.ip).toMatch(/^203\.0\.113\./);
    expect(await rowsOf('sign_in', client.id)).toHaveLength(1); // the enrolling session's, with no code
    // Nothing is reachable before the code: not the product's routes, not the library's session read.
    expect((await b.get('/api/me')).status).toBe(401);
    expect(await (await b.get('/api/auth/get-session')).json()).toBeNull();

    const wrong = await b.post('/api/auth/two-factor/verify-totp', { code: await wrongCode(key) });
    expect(wrong.status).toBe(401);
    expect(await errorOf(wrong)).toEqual({ code: 'wrong_code', message: twoFactorMessages.wrongCode });
    expect(hasSession(b)).toBe(false);

    const right = await b.post('/api/auth/two-factor/verify-totp', { code: await currentCode(key) });
    expect(right.status).toBe(200);
    expect(hasSession(b)).toBe(true);
    expect((await b.get('/api/me')).status).toBe(200);

    const [failed] = await rowsOf('sign_in_failed', client.id);
    expect(failed?.details).toEqual({ reason: 'wrong_code', secondStep: 'app' });
    const [signIn] = await rowsOf('sign_in', client.id);
    expect(signIn?.details).toEqual({ secondStep: 'app' });
    expect(signIn?.ip).toMatch(/^203\.0\.113\./);
  });

  it('takes five tries a sign-in, then asks for the password again', async () => {
    const client = await createClient(t.db);
    const { key } = await enrol(await signedIn(client.email));
    const b = await atCodeStep(client.email);
    for (let i = 0; i < 5; i++) {
      const wrong = await b.post('/api/auth/two-factor/verify-totp', { code: await wrongCode(key) });
      expect((await errorOf(wrong)).code).toBe('wrong_code');
    }
    const spent = await b.post('/api/auth/two-factor/verify-totp', { code: await currentCode(key) });
    expect(spent.status).toBe(401);
    expect(await errorOf(spent)).toEqual({ code: 'sign_in_again', message: twoFactorMessages.signInAgain });
    expect(hasSession(b)).toBe(false);
    // A new password step starts over.
    const next = await atCodeStep(client.email);
    expect(
      (await next.post('/api/auth/two-factor/verify-totp', { code: await currentCode(key) })).status,
    ).toBe(200);
  });

  it('locks the second step after ten wrong codes in a row, even for the right code', async () => {
    const client = await createClient(t.db);
    const { key } = await enrol(await signedIn(client.email));
    for (let round = 0; round < 2; round++) {
      const b = await atCodeStep(client.email);
      for (let i = 0; i < 5; i++)
        await b.post('/api/auth/two-factor/verify-totp', { code: await wrongCode(key) });
    }
    const b = await atCodeStep(client.email);
    const locked = await b.post('/api/auth/two-factor/verify-totp', { code: await currentCode(key) });
    expect(locked.status).toBe(429);
    expect(await errorOf(locked)).toEqual({ code: 'two_factor_locked', message: twoFactorMessages.locked });
    expect(hasSession(b)).toBe(false);
  });

  it('takes a recovery code in place of the app once, however it is typed, and never again', async () => {
    const client = await createClient(t.db);
    const { recoveryCodes } = await enrol(await signedIn(client.email));
    const code = recoveryCodes[3] as string;

    const b = await atCodeStep(client.email);
    const typed = ` ${code.replace('-', '').toUpperCase()} `;
    const used = await b.post('/api/auth/two-factor/verify-backup-code', { code: typed });
    expect(used.status).toBe(200);
    expect(hasSession(b)).toBe(true);
    expect(await rowsOf('recovery_code_used', client.id)).toHaveLength(1);
    expect((await rowsOf('sign_in', client.id))[0]?.details).toEqual({ secondStep: 'recovery' });

    const again = await atCodeStep(client.email);
    const reused = await again.post('/api/auth/two-factor/verify-backup-code', { code });
    expect(reused.status).toBe(401);
    expect(await errorOf(reused)).toEqual({
      code: 'wrong_code',
      message: twoFactorMessages.wrongRecoveryCode,
    });
    // The other nine still work.
    const other = await again.post('/api/auth/two-factor/verify-backup-code', { code: recoveryCodes[4] });
    expect(other.status).toBe(200);
    // Signed in, a recovery code is not a way to confirm anything.
    expect((await b.post('/api/auth/two-factor/verify-backup-code', { code: recoveryCodes[5] })).status).toBe(
      400,
    );
  });

  it('makes new recovery codes with the password and a code; the old ones stop working', async () => {
    const client = await createClient(t.db);
    const signedInBrowser = await signedIn(client.email);
    const { key, recoveryCodes } = await enrol(signedInBrowser);
    const path = '/api/auth/two-factor/generate-backup-codes';
    const noCode = await signedInBrowser.post(path, { password: DEFAULT_TEST_PASSWORD });
    expect(noCode.status).toBe(400);
    const wrongPassword = await signedInBrowser.post(path, {
      password: 'nope-nope',
      code: await currentCode(key),
    });
    expect((await errorOf(wrongPassword)).code).toBe('wrong_password');
    // A stolen session and the password alone mint no codes.
    const mistyped = await signedInBrowser.post(path, {
      password: DEFAULT_TEST_PASSWORD,
      code: await wrongCode(key),
    });
    expect(await errorOf(mistyped)).toEqual({ code: 'wrong_code', message: twoFactorMessages.wrongCode });
    const renewed = await signedInBrowser.post(path, {
      password: DEFAULT_TEST_PASSWORD,
      code: await currentCode(key),
    });
    expect(renewed.status).toBe(200);
    const { backupCodes } = (await renewed.json()) as { backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    expect(backupCodes).not.toContain(recoveryCodes[0]);
    expect(await rowsOf('recovery_codes_renewed', client.id)).toHaveLength(1);

    const b = await atCodeStep(client.email);
    expect((await b.post('/api/auth/two-factor/verify-backup-code', { code: recoveryCodes[0] })).status).toBe(
      401,
    );
    expect((await b.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] })).status).toBe(
      200,
    );
  });
});

describe('turning it off', () => {
  it('takes the password and a code; then the password alone signs in again', async () => {
    const client = await createClient(t.db);
    const b = await signedIn(client.email);
    const { key, recoveryCodes } = await enrol(b);

    const noCode = await b.post('/api/auth/two-factor/disable', { password: DEFAULT_TEST_PASSWORD });
    expect(noCode.status).toBe(400);
    const wrongPassword = await b.post('/api/auth/two-factor/disable', {
      password: 'not-it-at-all',
      code: await currentCode(key),
    });
    expect(await errorOf(wrongPassword)).toEqual({
      code: 'wrong_password',
      message: twoFactorMessages.wrongPassword,
    });
    const wrong = await b.post('/api/auth/two-factor/disable', {
      password: DEFAULT_TEST_PASSWORD,
      code: await wrongCode(key),
    });
    expect(await errorOf(wrong)).toEqual({ code: 'wrong_code', message: twoFactorMessages.wrongCode });
    const usedRecovery = await b.post('/api/auth/two-factor/disable', {
      password: DEFAULT_TEST_PASSWORD,
      code: 'zzzzz-zzzzz',
    });
    expect((await errorOf(usedRecovery)).code).toBe('wrong_code');
    expect((await me(b)).twoFactor.enabled).toBe(true);

    // A recovery code serves as well as the app's code (the authenticator may be what was lost).
    const off = await b.post('/api/auth/two-factor/disable', {
      password: DEFAULT_TEST_PASSWORD,
      code: recoveryCodes[0],
    });
    expect(off.status).toBe(200);
    expect((await me(b)).twoFactor.enabled).toBe(false);
    expect(await t.db.select().from(twoFactors).where(eq(twoFactors.userId, client.id))).toEqual([]);
    expect(await rowsOf('two_factor_disabled', client.id)).toHaveLength(1);
    await signedIn(client.email);
  });

  it('counts every try, right password or wrong, and stops at ten in 15 minutes', async () => {
    const client = await createClient(t.db);
    const b = await signedIn(client.email);
    const { key } = await enrol(b);
    for (let i = 0; i < 10; i++) {
      const guess = await b.post('/api/auth/two-factor/disable', {
        password: `guess-${i}-wrong`,
        code: '000000',
      });
      expect((await errorOf(guess)).code).toBe('wrong_password');
    }
    const right = await b.post('/api/auth/two-factor/disable', {
      password: DEFAULT_TEST_PASSWORD,
      code: await currentCode(key),
    });
    expect(right.status).toBe(429);
    expect((await errorOf(right)).message).toBe(twoFactorMessages.tooManyChecks);
    expect((await me(b)).twoFactor.enabled).toBe(true);
  });

  it('is refused to anyone signed out, and to someone who has it off', async () => {
    const client = await createClient(t.db);
    const b = await signedIn(client.email);
    const off = await b.post('/api/auth/two-factor/disable', {
      password: DEFAULT_TEST_PASSWORD,
      code: '123456',
    });
    expect(await errorOf(off)).toEqual({ code: 'bad_request', message: twoFactorMessages.notOn });
    const anonymous = browser();
    expect(
      (await anonymous.post('/api/auth/two-factor/disable', { password: 'x', code: '123456' })).status,
    ).toBe(401);
    expect((await anonymous.post('/api/auth/two-factor/enable', { password: 'x' })).status).toBe(401);
    expect(
      (await anonymous.post('/api/auth/two-factor/generate-backup-codes', { password: 'x', code: '123456' }))
        .status,
    ).toBe(401);
  });
});

describe("the agency's requirement for staff", () => {
  const REQUIREMENT = '/api/admin/agency/two-factor-requirement';

  it('takes staff without it to its setup and nowhere else; clients are not asked; turning it off takes a code', async () => {
    const admin = await createAdmin(t.db, { name: 'Rory Requirer' });
    const adminBrowser = await signedIn(admin.email);
    const refused = await adminBrowser.put(REQUIREMENT, { required: true });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe(twoFactorMessages.requirementNeedsYours);

    const { key } = await enrol(adminBrowser);
    const on = await adminBrowser.put(REQUIREMENT, { required: true });
    expect(on.status).toBe(200);
    expect(((await on.json()) as { requireStaffTwoFactor: boolean }).requireStaffTwoFactor).toBe(true);

    try {
      // A manager without it: signed in by the password, then held at the setup.
      const manager = await createManager(t.db);
      const m = await signedIn(manager.email);
      expect((await me(m)).twoFactor).toEqual({ enabled: false, setupRequired: true, requiredForYou: true });
      for (const path of ['/api/admin/clients', '/api/admin/reviews', '/api/notifications']) {
        const held = await m.get(path);
        expect(held.status, path).toBe(403);
        expect(await errorOf(held)).toEqual({
          code: 'two_factor_setup_required',
          message: twoFactorMessages.setupRequired,
        });
      }
      expect((await m.get('/api/agency/branding')).status).toBe(200);
      await enrol(m);
      expect((await me(m)).twoFactor).toEqual({ enabled: true, setupRequired: false, requiredForYou: true });
      expect((await m.get('/api/admin/clients')).status).toBe(200);
      // Required of them, they cannot turn it off.
      const keep = await m.post('/api/auth/two-factor/disable', {
        password: DEFAULT_TEST_PASSWORD,
        code: '000000',
      });
      expect(keep.status).toBe(403);
      expect((await errorOf(keep)).message).toBe(twoFactorMessages.stillRequired);

      // A client is not staff: the requirement does not reach them.
      const client = await createClient(t.db);
      const c = await signedIn(client.email);
      expect((await me(c)).twoFactor).toEqual({
        enabled: false,
        setupRequired: false,
        requiredForYou: false,
      });
      expect((await c.get('/api/tasks')).status).toBe(200);
      // Nor may a client or a manager change the requirement.
      expect((await c.put(REQUIREMENT, { required: true })).status).toBe(403);
      expect((await m.put(REQUIREMENT, { required: true })).status).toBe(403);

      // Off: the admin's password and a code, or nothing changes.
      expect((await adminBrowser.put(REQUIREMENT, { required: false })).status).toBe(400);
      const wrongCodeOff = await adminBrowser.put(REQUIREMENT, {
        required: false,
        password: DEFAULT_TEST_PASSWORD,
        code: await wrongCode(key),
      });
      expect(wrongCodeOff.status).toBe(400);
      expect((await errorOf(wrongCodeOff)).message).toBe(twoFactorMessages.wrongCode);
      const wrongPasswordOff = await adminBrowser.put(REQUIREMENT, {
        required: false,
        password: 'wrong-password-1',
        code: await currentCode(key),
      });
      expect((await errorOf(wrongPasswordOff)).message).toBe(twoFactorMessages.wrongPassword);
      expect((await me(m)).twoFactor.requiredForYou).toBe(true);
    } finally {
      const off = await adminBrowser.put(REQUIREMENT, {
        required: false,
        password: DEFAULT_TEST_PASSWORD,
        code: await currentCode(key),
      });
      expect(off.status).toBe(200);
    }
    const changes = await rowsOf('agency_settings_changed', admin.id);
    expect(changes.map((row) => row.details)).toEqual([
      { requireStaffTwoFactor: { from: true, to: false } },
      { requireStaffTwoFactor: { from: false, to: true } },
    ]);
  });
});

describe("an admin's reset of another staff member's two-factor", () => {
  it('removes it and ends their sessions; the password alone signs them in again', async () => {
    const admin = await createAdmin(t.db);
    const adminBrowser = await signedIn(admin.email);
    const manager = await createManager(t.db, [], { name: 'Lost Phone' });
    const m = await signedIn(manager.email);
    await enrol(m);
    const team = (await (await adminBrowser.get('/api/admin/team')).json()) as {
      members: { id: string; twoFactorEnabled: boolean }[];
    };
    expect(team.members.find((one) => one.id === manager.id)?.twoFactorEnabled).toBe(true);

    const path = `/api/admin/team/${manager.id}/two-factor/reset`;
    const other = await signedIn((await createManager(t.db)).email);
    expect((await other.post(path)).status).toBe(403);
    expect((await (await signedIn((await createClient(t.db)).email)).post(path)).status).toBe(403);
    expect((await browser().post(path)).status).toBe(401);
    expect((await adminBrowser.post(`/api/admin/team/${admin.id}/two-factor/reset`)).status).toBe(409);

    const reset = await adminBrowser.post(path);
    expect(reset.status).toBe(200);
    expect(await reset.json()).toMatchObject({ id: manager.id, twoFactorEnabled: false });
    expect((await m.get('/api/me')).status).toBe(401);
    await signedIn(manager.email);
    const [row] = await rowsOf('two_factor_reset', admin.id);
    expect(row).toMatchObject({ targetId: manager.id, details: { role: 'manager', sessionsEnded: true } });

    const twice = await adminBrowser.post(path);
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).message).toBe(twoFactorMessages.resetNotOn);
  });
});
