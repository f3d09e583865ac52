import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/server/db/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// A method a route does not serve is refused in our error shape (404 or 405), never a 500: on the auth
// library's paths as on ours. A HEAD gets what its GET would, without the body.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const authPaths = [
  '/api/auth/get-session',
  '/api/auth/sign-in/email',
  '/api/auth/ok',
  '/api/auth/no-such-route',
];
const appPaths = ['/api/health', '/api/me', '/api/applications', '/api/tasks', '/api/admin/invites'];

async function expectErrorShape(res: Response) {
  expect([404, 405]).toContain(res.status);
  expect(res.headers.get('content-type')).toContain('application/json');
  const { error } = await res.json();
  expect(error).toEqual({ code: expect.any(String), message: expect.any(String) });
}

describe('methods no route serves', () => {
  for (const path of [...authPaths, ...appPaths]) {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      it(`${method} ${path} answers 404 or 405 in the error shape`, async () => {
        const withBody = method !== 'OPTIONS';
        const res = await t.app.request(path, {
          method,
          headers: withBody ? { 'content-type': 'application/json' } : {},
          body: withBody ? '{}' : undefined,
        });
        await expectErrorShape(res);
      });
    }
  }

  it.each([
    ['GET', '/api/auth/sign-in/email'],
    ['POST', '/api/auth/ok'],
    ['GET', '/api/auth/no-such-route'],
    ['POST', '/api/auth/no-such-route'],
  ])('%s %s, which the auth library does not serve, answers in the error shape', async (method, path) => {
    const res = await t.app.request(path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'POST' ? '{}' : undefined,
    });
    await expectErrorShape(res);
  });
});

describe('HEAD', () => {
  for (const path of [...authPaths, ...appPaths]) {
    it(`HEAD ${path} answers as its GET does, without a body`, async () => {
      const get = await t.app.request(path);
      const head = await t.app.request(path, { method: 'HEAD' });
      expect(head.status).toBe(get.status);
      expect(head.status).toBeLessThan(500);
      expect(await head.text()).toBe('');
    });
  }

  it('HEAD on the event stream leaves no subscription running', async () => {
    const user = await t.signIn((await createClient(t.db)).email);
    const hub = t.deps.realtime;
    const subscribe = hub.subscribe;
    let open = 0;
    hub.subscribe = (subscriber) => {
      open += 1;
      const unsubscribe = subscribe(subscriber);
      return () => {
        open -= 1;
        unsubscribe();
      };
    };
    try {
      const res = await user.request('HEAD', '/api/events');
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('');
      expect(open).toBe(0);
    } finally {
      hub.subscribe = subscribe;
    }
  });
});
