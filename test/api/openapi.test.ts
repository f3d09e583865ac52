import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let documented: Set<string>;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.request('/api/openapi.json');
  expect(res.status).toBe(200);
  const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
  expect(doc.openapi).toBe('3.1.0');
  documented = new Set(
    Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    ),
  );
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('describes every route the app serves under /api', () => {
    const served = new Set(
      t.app.routes
        .filter((r) => r.path.startsWith('/api/') && !r.path.endsWith('*') && r.method !== 'ALL')
        .map((r) => `${r.method} ${r.path}`),
    );
    served.delete('GET /api/openapi.json');
    expect(served.size).toBeGreaterThan(30);
    expect([...served].filter((route) => !documented.has(route))).toEqual([]);
  });

  it('describes the auth library routes the product uses, and each of them exists', async () => {
    const authRoutes = [...documented].filter((route) => route.includes(' /api/auth/'));
    expect(authRoutes.sort()).toEqual([
      'GET /api/auth/get-session',
      'GET /api/auth/verify-email',
      'POST /api/auth/change-password',
      'POST /api/auth/request-password-reset',
      'POST /api/auth/reset-password',
      'POST /api/auth/send-verification-email',
      'POST /api/auth/sign-in/email',
      'POST /api/auth/sign-out',
      'POST /api/auth/two-factor/disable',
      'POST /api/auth/two-factor/enable',
      'POST /api/auth/two-factor/generate-backup-codes',
      'POST /api/auth/two-factor/verify-backup-code',
      'POST /api/auth/two-factor/verify-totp',
    ]);
    for (const route of authRoutes) {
      const [method, path] = route.split(' ') as [string, string];
      const res = await t.anonymous.request(method, path, method === 'POST' ? {} : undefined);
      expect(res.status, route).not.toBe(404);
    }
  });
});
