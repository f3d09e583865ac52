import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, DEFAULT_TEST_PASSWORD } from '../../src/server/db/factories';
import { CROSS_SITE_REFUSED } from '../../src/shared/domain/error-codes';
import { expectConsole } from '../support/fail-on-console';
import { serveApp } from '../support/serve-app';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function postJson(path: string, body: string, headers: Record<string, string> = {}) {
  return t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

describe('malformed request bodies', () => {
  // Both kinds of JSON route: one validated by our zod contracts, and the auth library's sign-in.
  it.each(['{"name": ', 'not json', '[1, 2'])('answers 400 JSON, never 500, for %j', async (body) => {
    for (const path of ['/api/applications', '/api/auth/sign-in/email']) {
      const res = await postJson(path, body, { 'x-forwarded-for': '10.20.0.1' });
      expect(res.status, path).toBe(400);
      expect(res.headers.get('content-type'), path).toContain('application/json');
    }
  });

  it('names the problem in our error shape on our own routes', async () => {
    const res = await postJson('/api/applications', '{"name": ');
    expect(await res.json()).toEqual({
      error: { code: 'bad_request', message: 'Malformed JSON in request body' },
    });
  });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/no-such-thing'],
    ['POST', '/api/no-such-thing'],
    ['DELETE', '/api/tasks/123/nothing-here'],
  ])('%s %s answers 404 with a JSON error', async (method, path) => {
    const res = await t.app.request(path, { method });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No such API route' } });
  });
});

describe('security headers', () => {
  it('give a page every document header', async () => {
    const res = await t.app.request('/some/page');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  // JSON is never rendered as a page: an API answer carries OWASP's set for a REST API, not the headers
  // that act only on a document (http/security.ts).
  it('give an API answer, found or not, nosniff, the framing refusals, no-store and the permissions policy only', async () => {
    for (const path of ['/api/health', '/api/no-such-thing']) {
      const res = await t.app.request(path);
      expect(res.headers.get('content-security-policy'), path).toBe("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('permissions-policy'), path).toContain('camera=()');
      for (const documentOnly of ['referrer-policy', 'cross-origin-opener-policy', 'origin-agent-cluster'])
        expect(res.headers.get(documentOnly), `${path}: ${documentOnly}`).toBeNull();
    }
  });

  // Served by Node as in process: every header goes through Hono's response.
  it('are sent over real HTTP too, each once', async () => {
    const server = await serveApp(t.app.fetch);
    try {
      for (const path of ['/api/health', '/api/no-such-thing', '/some/page']) {
        const res = await fetch(`${server.url}${path}`);
        expect(res.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
        expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
        expect(res.headers.get('x-frame-options'), path).toBe('DENY');
        expect(res.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
        expect(res.headers.get('content-type'), path).toContain('application/json');
      }
      expect((await fetch(`${server.url}/some/page`)).headers.get('referrer-policy')).toBe(
        'strict-origin-when-cross-origin',
      );
      const health = await fetch(`${server.url}/api/health`);
      expect(health.headers.get('cache-control')).toBe('no-store');
      expect(health.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
      expect(health.headers.get('referrer-policy')).toBeNull();
      expect(await health.json()).toEqual({ status: 'ok' });
    } finally {
      await server.close();
    }
  });

  it('keep API answers out of caches', async () => {
    expect((await t.app.request('/api/health')).headers.get('cache-control')).toBe('no-store');
  });

  it('leave HSTS off while the app is served over plain http', async () => {
    expect((await t.app.request('/api/health')).headers.get('strict-transport-security')).toBeNull();
  });

  it('turn HSTS on when APP_ORIGIN is https', async () => {
    const https = await createTestApp({
      database: t.deps.database,
      env: { APP_ORIGIN: 'https://portal.example' },
    });
    try {
      const res = await https.app.request('/api/health');
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await https.deps.realtime.stop();
    }
  });
});

// What a page on another site can send without the browser asking first: a form (urlencoded or multipart)
// or text. Anything else (JSON) needs a CORS preflight, which the API never grants.
const crossSiteBodies: [string, string][] = [
  ['text/plain', '{"email":"x@example.test","password":"x"}'],
  ['application/x-www-form-urlencoded', 'email=x%40example.test&password=x'],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nx\r\n--x--\r\n',
  ],
];

describe('cross-site request guard', () => {
  it.each<Record<string, string>>([
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
    { origin: 'https://evil.example' },
    { origin: 'null' },
  ])('refuses a state-changing API request marked %j with 403', async (headers) => {
    for (const [type, body] of crossSiteBodies) {
      for (const path of ['/api/auth/sign-in/email', '/api/applications', '/api/no-such-thing']) {
        const res = await postJson(path, body, { ...headers, 'content-type': type });
        expect(res.status, `${path} ${type}`).toBe(403);
        const { error } = await res.json();
        expect(error.code, path).toBe(CROSS_SITE_REFUSED);
        expect(error.message, path).toContain('so it was refused to protect your account');
      }
    }
  });

  it('refuses a body sent from another site without a type, which a browser sends as text', async () => {
    const res = await t.app.request('/api/applications', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });

  it("grants no preflight, so a browser never sends another site's JSON write", async () => {
    const res = await t.app.request('/api/applications', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.ok).toBe(false);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('lets a same-origin sign-in through', async () => {
    const user = await createClient(t.db);
    const res = await postJson(
      '/api/auth/sign-in/email',
      JSON.stringify({ email: user.email, password: DEFAULT_TEST_PASSWORD }),
      { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': '10.20.0.2' },
    );
    expect(res.status).toBe(200);
  });

  it('lets cross-site reads through: only writes are guarded', async () => {
    const res = await t.app.request('/api/health', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(200);
  });

  it("refuses a cross-site sign-out, which would end the user's session", async () => {
    const user = await createClient(t.db);
    const me = await t.signIn(user.email);
    const res = await me.request('POST', '/api/auth/sign-out', undefined, {
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect((await me.get('/api/me')).status).toBe(200);
  });
});

describe('GET /api/health', () => {
  it('answers ok when the database responds', async () => {
    const res = await t.anonymous.get('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  // An ordinary route behind the API's middleware: over Node too it has the API's headers, and a HEAD is
  // the same check without its body.
  it('answers a HEAD over real HTTP with the API headers and no body', async () => {
    const server = await serveApp(t.app.fetch);
    try {
      const res = await fetch(`${server.url}/api/health`, { method: 'HEAD' });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.text()).toBe('');
    } finally {
      await server.close();
    }
  });

  it('answers every check of a burst', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => t.anonymous.get('/api/health')));
    expect(answers.map((res) => res.status)).toEqual(Array(30).fill(200));
  });

  it('answers 500, not ok, once the database no longer answers', async () => {
    const closed = await createTestApp();
    expect((await closed.app.request('/api/health')).status).toBe(200);
    await closed.close();
    expectConsole('error', 5);
    const answers = await Promise.all(Array.from({ length: 5 }, () => closed.app.request('/api/health')));
    expect(answers.map((res) => res.status)).toEqual(Array(5).fill(500));
    expect(await answers[0]?.json()).toEqual({
      error: { code: 'internal', message: 'An unexpected error occurred' },
    });
  });
});
