import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverWho } from '../../src/server/audit/audit-person';
import { createClient, DEFAULT_TEST_PASSWORD } from '../../src/server/db/factories';
import { outboxEmails, users } from '../../src/server/db/schema/index';
import { createInvite } from '../../src/server/features/invites/create-invite';
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
const freshAddress = () => `10.40.0.${nextAddress++}`;

function authPost(path: string, body: unknown) {
  return t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
    body: JSON.stringify(body),
  });
}

const signIn = (email: string, password = DEFAULT_TEST_PASSWORD) =>
  authPost('/api/auth/sign-in/email', { email, password });

const mailTo = (email: string) =>
  t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, email), eq(outboxEmails.subject, 'Verify your email for Agency Portal')))
    .orderBy(desc(outboxEmails.createdAt));

/** The verification link in the newest email, as a path on our app. */
async function verificationLink(email: string): Promise<string> {
  const [mail] = await mailTo(email);
  const match = mail?.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\?\S+/);
  if (!match) throw new Error(`No verification link was sent to ${email}`);
  const url = new URL(match[0]);
  expect(url.origin).toBe(TEST_ORIGIN);
  return `${url.pathname}${url.search}`;
}

const isVerified = async (email: string) =>
  (await t.db.select({ v: users.emailVerified }).from(users).where(eq(users.email, email)))[0]?.v;

describe('email verification', () => {
  it('takes an invited client from registration to a verified sign-in', async () => {
    const invite = await createInvite({ db: t.db, realtime: t.deps.realtime, who: serverWho, adminId: null });
    const email = `journey-${Date.now()}@example.test`;
    const password = 'sea-glass-harbor-9';
    const res = await t.anonymous.post(`/api/invites/${invite.token}/register`, {
      email,
      password,
      confirmPassword: password,
      companyName: 'Harbor Bakery',
      contactPerson: 'Sam Reed',
    });
    expect(res.status).toBe(201);

    const early = await signIn(email, password);
    expect(early.status).toBe(403);
    expect(await early.json()).toEqual({
      error: { code: 'EMAIL_NOT_VERIFIED', message: messages.verification.emailNotVerified },
    });
    expect(early.headers.getSetCookie()).toEqual([]);

    const verify = await t.app.request(await verificationLink(email));
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe(`${TEST_ORIGIN}/login?verified=1`);
    expect(await isVerified(email)).toBe(true);

    const later = await signIn(email, password);
    expect(later.status).toBe(200);
    const me = await t
      .caller(
        later.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
        null,
        email,
      )
      .get('/api/me');
    expect(await me.json()).toMatchObject({ user: { email, emailVerified: true }, role: 'client' });
  });

  it('checks the password first: a wrong one gets the usual refusal, revealing nothing about verification', async () => {
    const user = await createClient(t.db, { emailVerified: false });
    expectConsole('warn'); // the auth library logs "Invalid password"
    const res = await signIn(user.email, 'not-the-password');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { message: messages.login.invalidCredentials } });
  });

  it('resends the link on request, and a resent link verifies too', async () => {
    const user = await createClient(t.db, { emailVerified: false });
    const res = await authPost('/api/auth/send-verification-email', { email: user.email });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: true });
    expect(await mailTo(user.email)).toHaveLength(1);

    const verify = await t.app.request(await verificationLink(user.email));
    expect(verify.headers.get('location')).toBe(`${TEST_ORIGIN}/login?verified=1`);
    expect(await isVerified(user.email)).toBe(true);
    expect((await signIn(user.email)).status).toBe(200);
  });

  it('always links back to our login page, whatever callback the request names', async () => {
    const user = await createClient(t.db, { emailVerified: false });
    await authPost('/api/auth/send-verification-email', {
      email: user.email,
      callbackURL: 'https://elsewhere.example/steal',
    });
    const link = await verificationLink(user.email);
    expect(new URL(link, TEST_ORIGIN).searchParams.get('callbackURL')).toBe(
      `${TEST_ORIGIN}/login?verified=1`,
    );
  });

  it('answers a resend for an unknown or already verified email the same way, sending nothing', async () => {
    const verified = await createClient(t.db);
    const unknown = `nobody-${Date.now()}@example.test`;
    for (const email of [unknown, verified.email]) {
      const res = await authPost('/api/auth/send-verification-email', { email });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: true });
      expect(await mailTo(email)).toEqual([]);
    }
  });

  it('sends a tampered link back to login with an error, leaving the account unverified', async () => {
    const user = await createClient(t.db, { emailVerified: false });
    await authPost('/api/auth/send-verification-email', { email: user.email });
    const link = new URL(await verificationLink(user.email), TEST_ORIGIN);
    link.searchParams.set('token', `${link.searchParams.get('token')}x`);
    const res = await t.app.request(`${link.pathname}${link.search}`);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${TEST_ORIGIN}/login`);
    expect(location.searchParams.get('error')).toBe('INVALID_TOKEN');
    expect(await isVerified(user.email)).toBe(false);
  });

  it('lets verified accounts (admins, seeded clients) sign in as before', async () => {
    const user = await createClient(t.db);
    expect((await signIn(user.email)).status).toBe(200);
  });
});
