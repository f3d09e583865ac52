import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverWho } from '../../src/server/audit/audit-person';
import { DEFAULT_TEST_PASSWORD } from '../../src/server/db/factories';
import { outboxEmails, users } from '../../src/server/db/schema/index';
import { createInvite } from '../../src/server/features/invites/create-invite';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Registers a client through a fresh invite link on `app`, which then sends the verification email. */
async function registerWithInvite(app: TestApp, email: string) {
  const invite = await createInvite({
    db: app.db,
    realtime: app.deps.realtime,
    who: serverWho,
    adminId: null,
  });
  const res = await app.anonymous.post(`/api/invites/${invite.token}/register`, {
    email,
    password: DEFAULT_TEST_PASSWORD,
    confirmPassword: DEFAULT_TEST_PASSWORD,
    companyName: 'Harbor Bakery',
    contactPerson: 'Sam Reed',
  });
  expect(res.status).toBe(201);
}

describe("each email's links in the server's log", () => {
  it('outside production, prints the verification email, and its printed link verifies the account', async () => {
    const email = `newcomer-${Date.now()}@example.test`;
    await registerWithInvite(t, email);

    const block = t.mailLog.find((entry) => entry.startsWith(`Email to ${email}:`));
    expect(block).toBeDefined();
    const [heading, ...links] = (block ?? '').split('\n');
    expect(heading).toBe(`Email to ${email}: Verify your email for Agency Portal`);
    expect(links).toHaveLength(1);
    const link = new URL((links[0] ?? '').trim());
    expect(link.origin).toBe(TEST_ORIGIN);
    expect(link.pathname).toBe('/api/auth/verify-email');

    const verify = await t.app.request(`${link.pathname}${link.search}`);
    expect(verify.status).toBe(302);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(true);
  });

  it('in production prints nothing, though the email is sent', async () => {
    const production = await createTestApp({
      database: t.deps.database,
      env: { NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(40) },
    });
    try {
      const email = `production-${Date.now()}@example.test`;
      await registerWithInvite(production, email);

      const sent = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
      expect(sent.map((mail) => mail.subject)).toEqual(['Verify your email for Agency Portal']);
      expect(production.mailLog).toEqual([]);
    } finally {
      await production.deps.realtime.stop();
    }
  });
});
