import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createClient, DEFAULT_TEST_PASSWORD } from '../../src/server/db/factories';
import { outboxEmails, verifications } from '../../src/server/db/schema/index';
import { createDeps } from '../../src/server/deps';
import { messages } from '../../src/shared/messages';
import { expectConsole } from '../support/fail-on-console';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Every auth call comes from its own address, so the auth library's per-address limits stay out of the way.
let nextAddress = 1;
const freshAddress = () => `10.50.0.${nextAddress++}`;

function authPost(path: string, body: unknown, cookie?: string) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': freshAddress(),
  };
  if (cookie) headers.cookie = cookie;
  return t.app.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
}

const signIn = (email: string, password: string) => authPost('/api/auth/sign-in/email', { email, password });
const requestReset = (email: string) => authPost('/api/auth/request-password-reset', { email });
const resetPassword = (token: string, newPassword: string) =>
  authPost('/api/auth/reset-password', { token, newPassword });
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

const resetMail = (email: string) =>
  t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, email), eq(outboxEmails.subject, 'Reset your Agency Portal password')))
    .orderBy(desc(outboxEmails.createdAt));

async function resetToken(email: string): Promise<string> {
  const [mail] = await resetMail(email);
  const match = mail?.text.match(/https?:\/\/\S+\/reset-password\?token=(\S+)/);
  if (!match?.[1]) throw new Error(`No reset link was sent to ${email}`);
  expect(match[0].startsWith(`${TEST_ORIGIN}/reset-password?token=`)).toBe(true);
  return decodeURIComponent(match[1]);
}

describe('forgot password', () => {
  it('answers a known and an unknown email the same way, and mails only the account holder', async () => {
    const user = await createClient(t.db);
    const unknown = `nobody-${Date.now()}@example.test`;

    const known = await requestReset(user.email);
    expectConsole('warn'); // the auth library logs "Reset Password: User not found"
    const stranger = await requestReset(unknown);

    expect(known.status).toBe(200);
    expect(stranger.status).toBe(known.status);
    expect(await stranger.json()).toEqual(await known.json());
    expect(await resetMail(user.email)).toHaveLength(1);
    expect(await resetMail(unknown)).toEqual([]);
  });

  it('mails a link to our reset page that expires after 1 hour', async () => {
    const user = await createClient(t.db);
    await requestReset(user.email);
    const token = await resetToken(user.email);
    const [row] = await t.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    expect(row).toBeDefined();
    const lifetime = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it('sets the new password once: the old one and a second use of the link are refused', async () => {
    const user = await createClient(t.db);
    await requestReset(user.email);
    const token = await resetToken(user.email);

    const res = await resetPassword(token, 'new-harbor-lights-7');
    expect(res.status).toBe(200);
    expect((await signIn(user.email, 'new-harbor-lights-7')).status).toBe(200);
    expectConsole('warn'); // "Invalid password"
    expect((await signIn(user.email, DEFAULT_TEST_PASSWORD)).status).toBe(401);

    const again = await resetPassword(token, 'another-harbor-light-8');
    expect(again.status).toBe(400);
    expect((await again.json()).error.code).toBe('INVALID_TOKEN');
    expect((await signIn(user.email, 'new-harbor-lights-7')).status).toBe(200);
  });

  it('signs the account out everywhere when the password is reset', async () => {
    const user = await createClient(t.db);
    const session = cookieOf(await signIn(user.email, DEFAULT_TEST_PASSWORD));
    expect((await t.caller(session, user.id, user.email).get('/api/me')).status).toBe(200);

    await requestReset(user.email);
    expect((await resetPassword(await resetToken(user.email), 'fresh-orchard-path-3')).status).toBe(200);
    expect((await t.caller(session, user.id, user.email).get('/api/me')).status).toBe(401);
  });

  it('refuses an expired link', async () => {
    const user = await createClient(t.db);
    await requestReset(user.email);
    const token = await resetToken(user.email);
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const res = await resetPassword(token, 'late-harbor-lights-7');
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('INVALID_TOKEN');
    expect((await signIn(user.email, DEFAULT_TEST_PASSWORD)).status).toBe(200);
  });

  it.each([
    ['a 5-character password', 'q7#vL', messages.password.tooShort],
    ['a common password', 'password123', messages.password.tooCommon],
  ])('applies the password rules to the new password: %s is refused', async (_label, password, message) => {
    const user = await createClient(t.db);
    await requestReset(user.email);
    const token = await resetToken(user.email);
    const res = await resetPassword(token, password);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(message);
    // The link is still good for an acceptable password.
    expect((await resetPassword(token, 'a-better-harbor-pass')).status).toBe(200);
  });

  it('answers the same when the mail server fails, logging the failure instead of revealing the account', async () => {
    const user = await createClient(t.db);
    const deps = createDeps(
      loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'agency-reset-')),
        APP_ORIGIN: TEST_ORIGIN,
        TRUST_PROXY: 'true',
      }),
      t.deps.database,
      {
        authSecret: 'test-secret-that-is-long-enough-123456',
        mailer: {
          kind: 'smtp',
          send: () => Promise.reject(new Error('SMTP server unavailable')),
        },
      },
    );
    const failing = createApp(deps);
    const ask = (email: string) =>
      failing.request('/api/auth/request-password-reset', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
        body: JSON.stringify({ email }),
      });

    expectConsole('error'); // our log of the failed send
    const known = await ask(user.email);
    expectConsole('warn'); // the auth library's "User not found"
    const unknown = await ask(`nobody-${Date.now()}@example.test`);
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
  });
});
