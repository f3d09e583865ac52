import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { createClient, DEFAULT_TEST_PASSWORD } from '../../src/server/db/factories';
import { allowedOrigins } from '../../src/server/deps';
import { CROSS_SITE_REFUSED } from '../../src/shared/domain/error-codes';
import { messages } from '../../src/shared/messages';
import { ApiError, apiFetch, crossSiteExplanation, errorMessage } from '../../src/web/lib/api-client';
import { serveApp } from '../support/serve-app';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app';

// APP_ORIGIN is http://localhost:3000. A page is on "this site" when its Origin is APP_ORIGIN, the very
// host the request was sent to, or (outside production) localhost's other name.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let nextAddress = 1;
/**
 * A browser's sign-in sent to `url`, from a page at `origin`, as text: what a page on any site may send
 * without the browser asking first, so what the guard judges. The auth library's routes read it as JSON.
 */
function signIn(url: string, origin: string, email: string, app = t.app) {
  const site = new URL(origin).host === new URL(url).host ? 'same-origin' : 'cross-site';
  return Promise.resolve(
    app.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        origin,
        'sec-fetch-site': site,
        'x-forwarded-for': `10.60.0.${nextAddress++}`,
      },
      body: JSON.stringify({ email, password: DEFAULT_TEST_PASSWORD }),
    }),
  );
}

const newEmail = async () => (await createClient(t.db)).email;

describe('the cross-site guard', () => {
  it('lets a page opened at 127.0.0.1 write, although APP_ORIGIN says localhost', async () => {
    const res = await signIn(
      'http://127.0.0.1:3000/api/auth/sign-in/email',
      'http://127.0.0.1:3000',
      await newEmail(),
    );
    expect(res.status).toBe(200);
  });

  it('lets a page write to the very host it was loaded from (same origin), whatever APP_ORIGIN says', async () => {
    const res = await signIn(
      'http://192.168.1.20:3000/api/auth/sign-in/email',
      'http://192.168.1.20:3000',
      await newEmail(),
    );
    expect(res.status).toBe(200);
  });

  it('outside production, a page at 127.0.0.1 may write to localhost, its other name', async () => {
    const res = await signIn(
      `${TEST_ORIGIN}/api/auth/sign-in/email`,
      'http://127.0.0.1:3000',
      await newEmail(),
    );
    expect(res.status).toBe(200);
  });

  it('refuses a page on another site with its own error code and a plain explanation', async () => {
    const res = await signIn(
      `${TEST_ORIGIN}/api/auth/sign-in/email`,
      'https://evil.example',
      await newEmail(),
    );
    expect(res.status).toBe(403);
    const { error } = await res.json();
    expect(error.code).toBe(CROSS_SITE_REFUSED);
    expect(error.message).toBe(
      'This change came from a page at https://evil.example, not from Agency Portal itself, so it was ' +
        `refused to protect your account. Open ${TEST_ORIGIN} and try again.`,
    );
  });

  it('refuses a write the browser marks as cross-site when it sends no Origin', async () => {
    const res = await t.app.request('/api/applications', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      body: 'businessName=NoOrigin&email=noorigin%40example.test',
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe(CROSS_SITE_REFUSED);
  });

  it('in production, localhost and 127.0.0.1 are two sites', async () => {
    const production = await createTestApp({
      database: t.deps.database,
      env: { NODE_ENV: 'production', AUTH_SECRET: 'a-production-secret-that-is-long-enough' },
    });
    try {
      expect(allowedOrigins(production.deps.config)).toEqual([TEST_ORIGIN]);
      const res = await signIn(
        `${TEST_ORIGIN}/api/auth/sign-in/email`,
        'http://127.0.0.1:3000',
        await newEmail(),
        production.app,
      );
      expect(res.status).toBe(403);
    } finally {
      await production.deps.realtime.stop();
    }
  });
});

describe('signing in', () => {
  it('works from a page opened at 127.0.0.1', async () => {
    const res = await signIn(
      'http://127.0.0.1:3000/api/auth/sign-in/email',
      'http://127.0.0.1:3000',
      await newEmail(),
    );
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('agency.session_token='))).toBe(true);
  });

  // Under test the auth library skips its own origin check, so its configured list is what is checked here.
  it("the auth library's trusted origins include localhost's other names", async () => {
    const { trustedOrigins } = await t.deps.auth.$context;
    expect(trustedOrigins).toEqual(
      expect.arrayContaining([TEST_ORIGIN, 'http://127.0.0.1:3000', 'http://[::1]:3000']),
    );
  });

  it('outside production the auth library trusts both names of this machine', () => {
    const config = loadConfig({ NODE_ENV: 'development', APP_ORIGIN: 'http://localhost:4000' });
    expect(allowedOrigins(config)).toEqual(
      expect.arrayContaining(['http://localhost:4000', 'http://127.0.0.1:4000', 'http://[::1]:4000']),
    );
  });

  it('is refused from a page on another site, saying why', async () => {
    const res = await signIn(
      `${TEST_ORIGIN}/api/auth/sign-in/email`,
      'https://evil.example',
      await newEmail(),
    );
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe(CROSS_SITE_REFUSED);
  });
});

describe('the web app', () => {
  it('shows the refusal in plain words, not only the form’s generic failure', async () => {
    const server = await serveApp(t.app.fetch);
    const browserFetch = globalThis.fetch;
    // The browser on another site's page: every request it sends carries that page's Origin.
    globalThis.fetch = (input, init) =>
      browserFetch(input, {
        ...init,
        headers: { ...(init?.headers as object), origin: 'https://evil.example' },
      });
    try {
      // A form, as an upload sends it: what the guard judges.
      const form = new FormData();
      form.append('businessName', 'Browser');
      const error = await apiFetch(`${server.url}/api/applications`, { method: 'POST', body: form }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ApiError);
      const shown = errorMessage(error, messages.applications.failed);
      expect(shown).toContain('refused to protect your account');
      expect(shown).toContain('https://evil.example');
    } finally {
      globalThis.fetch = browserFetch;
      await server.close();
    }
  });

  it("explains the auth library's own cross-site refusal the same way", () => {
    const error = new ApiError(403, 'Invalid origin', 'INVALID_ORIGIN');
    expect(errorMessage(error, messages.login.failed)).toBe(crossSiteExplanation);
  });
});
