import { execFile } from 'node:child_process';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, DEFAULT_TEST_PASSWORD } from '../../src/server/db/factories';
import { authRateLimits, outboxEmails } from '../../src/server/db/schema/index';
import { messages } from '../../src/shared/messages';
import { serveApp } from '../support/serve-app';
import { createTestApp, type TestApp } from '../support/test-app';

// Every limit of the auth library counts per caller address (three password-reset requests and three
// verification mails a minute, ...). A request handed to the library without an address it can read is
// counted in one bucket shared by every such request, so one caller could use up everyone's limit; and
// in production the library logs "Rate limiting could not determine a client IP and is falling back to a
// single shared per-path bucket". The product hands it an address it reads, or refuses the request.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // TRUST_PROXY: the last X-Forwarded-For entry is the caller.
});
afterAll(() => t.close());

const post = (path: string, body: unknown, forwardedFor?: string) =>
  t.app.request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
    },
    body: JSON.stringify(body),
  });

const mailsTo = (email: string, subject: string) =>
  t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, email), eq(outboxEmails.subject, subject)));
const RESET_SUBJECT = 'Reset your Agency Portal password';
const VERIFY_SUBJECT = 'Verify your email for Agency Portal';

/** The library's limit for both mail routes: three a minute per address. */
const MAILS_PER_MINUTE = 3;

describe("the auth library's limits count per address", () => {
  it('behind a proxy that writes ports, one address using up its password resets does not refuse another', async () => {
    const user = await createClient(t.db);
    const first = '198.51.100.7:51234';
    const second = '198.51.100.8:40112';
    for (let i = 0; i < MAILS_PER_MINUTE; i++) {
      expect((await post('/api/auth/request-password-reset', { email: user.email }, first)).status).toBe(200);
    }
    expect((await post('/api/auth/request-password-reset', { email: user.email }, first)).status).toBe(429);

    const other = await post('/api/auth/request-password-reset', { email: user.email }, second);
    expect(other.status).toBe(200);
    expect(await mailsTo(user.email, RESET_SUBJECT)).toHaveLength(MAILS_PER_MINUTE + 1);
  });

  it('counts verification mails per IPv6 address written in brackets with a port', async () => {
    const user = await createClient(t.db, { emailVerified: false });
    const first = '[2001:db8:7::1]:443';
    const second = '[2001:db8:8::1]:443';
    const ask = (from: string) => post('/api/auth/send-verification-email', { email: user.email }, from);
    for (let i = 0; i < MAILS_PER_MINUTE; i++) expect((await ask(first)).status).toBe(200);
    expect((await ask(first)).status).toBe(429);

    expect((await ask(second)).status).toBe(200);
    expect(await mailsTo(user.email, VERIFY_SUBJECT)).toHaveLength(MAILS_PER_MINUTE + 1);
  });

  it('refuses a caller whose address cannot be read, rather than counting it with every other such caller', async () => {
    const user = await createClient(t.db);
    const res = await post('/api/auth/request-password-reset', { email: user.email }, 'unknown');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'bad_request', message: messages.common.addressUnknown },
    });
    expect(await mailsTo(user.email, RESET_SUBJECT)).toEqual([]);
    const keys = (await t.db.select({ key: authRateLimits.key }).from(authRateLimits)).map((r) => r.key);
    expect(keys.filter((key) => key.endsWith('|/request-password-reset')).sort()).toEqual([
      '198.51.100.7|/request-password-reset',
      '198.51.100.8|/request-password-reset',
    ]);
  });

  it('every request the product hands the library names an address the library reads', async () => {
    const seen: (string | null)[] = [];
    const handler = t.deps.auth.handler;
    t.deps.auth.handler = (request: Request) => {
      seen.push(request.headers.get('x-agency-client-ip'));
      return handler(request);
    };
    const server = await serveApp((request) => t.app.fetch(request));
    try {
      const user = await createClient(t.db);
      const credentials = { email: user.email, password: DEFAULT_TEST_PASSWORD };
      // In-process (the server's own calls and tests): no connection, no proxy.
      const signedIn = await post('/api/auth/sign-in/email', credentials);
      expect(signedIn.status).toBe(200);
      const cookie = signedIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      expect((await t.app.request('/api/auth/get-session', { headers: { cookie } })).status).toBe(200);
      // Over HTTP without a proxy's header: the connection's address.
      const overHttp = await fetch(`${server.url}/api/auth/request-password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email }),
      });
      expect(overHttp.status).toBe(200);
      // Through a proxy that writes the port.
      expect((await post('/api/auth/sign-in/email', credentials, '203.0.113.50:6000')).status).toBe(200);
    } finally {
      t.deps.auth.handler = handler;
      await server.close();
    }
    expect(seen).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1', '203.0.113.50']);
    for (const address of seen) expect(isIP(address ?? '')).not.toBe(0);
  });

  it("the sessions list shows the address the proxy saw, not the server's", async () => {
    const user = await createClient(t.db);
    const signedIn = await post(
      '/api/auth/sign-in/email',
      { email: user.email, password: DEFAULT_TEST_PASSWORD },
      '198.51.100.9:34567',
    );
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const res = await t.app.request('/api/account/sessions', { headers: { cookie } });
    const { sessions } = (await res.json()) as { sessions: { ipAddress: string | null }[] };
    expect(sessions.map((s) => s.ipAddress)).toEqual(['198.51.100.9']);
  });
});

describe('in production', () => {
  it("the product's own auth requests never make the library fall back to a shared bucket", {
    timeout: 120_000,
  }, async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
    // The library takes TEST (which the test runner sets) for a test run too, and then stays quiet.
    delete env.TEST;
    delete env.VITEST;
    delete env.DATABASE_URL;
    const { stdout } = await promisify(execFile)(
      join('node_modules', '.bin', 'tsx'),
      ['test/support/auth-address-probe.ts'],
      { env },
    );
    const { statuses, warnings } = JSON.parse(stdout) as {
      statuses: Record<string, number>;
      warnings: string[];
    };
    expect(Object.values(statuses)).toEqual([200, 200, 200, 200, 200]);
    expect(warnings.filter((warning) => warning.includes('could not determine a client IP'))).toEqual([]);
  });
});
