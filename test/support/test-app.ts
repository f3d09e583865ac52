import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppOptions, createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/connection';
import { createAdmin, createClient, DEFAULT_TEST_PASSWORD } from '../../src/server/db/factories';
import { createDeps } from '../../src/server/deps';
import type { AppDeps } from '../../src/server/http/app-env';
import { openTestDatabase } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3000';

export type Caller = {
  userId: string | null;
  email: string | null;
  cookie: string | null;
  request(method: string, path: string, body?: unknown, init?: RequestInit): Promise<Response>;
  get(path: string): Promise<Response>;
  post(path: string, body?: unknown): Promise<Response>;
};

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Builds the whole app on a fresh database, with callers for each actor the access rules distinguish. */
export async function createTestApp(
  options: AppOptions & { database?: Database; env?: Record<string, string> } = {},
) {
  const database = options.database ?? (await openTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'agency-portal-test-')),
    APP_ORIGIN: TEST_ORIGIN,
    TRUST_PROXY: 'true',
    ...options.env,
  });
  // What the server would print about each email (outside production): kept here, for tests to read.
  const mailLog: string[] = [];
  const deps: AppDeps = createDeps(config, database, {
    authSecret: 'test-secret-that-is-long-enough-123456',
    mailLog: (block) => mailLog.push(block),
  });
  await deps.realtime.start();
  const app = createApp(deps, options);

  function caller(cookie: string | null, userId: string | null, email: string | null): Caller {
    const request = (method: string, path: string, body?: unknown, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      if (cookie) headers.set('cookie', cookie);
      let payload = init.body;
      if (body !== undefined) {
        headers.set('content-type', 'application/json');
        payload = JSON.stringify(body);
      }
      return Promise.resolve(app.request(path, { ...init, method, headers, body: payload }));
    };
    return {
      userId,
      email,
      cookie,
      request,
      get: (path) => request('GET', path),
      post: (path, body) => request('POST', path, body ?? {}),
    };
  }

  /** Signs in as `email`; `ip` sends the sign-in from an address of its own (the per-address limits). */
  async function signIn(email: string, password = DEFAULT_TEST_PASSWORD, ip?: string): Promise<Caller> {
    const response = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(ip ? { 'x-forwarded-for': ip } : {}) },
      body: JSON.stringify({ email, password }),
    });
    if (response.status !== 200) throw new Error(`Sign-in failed for ${email}: ${response.status}`);
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { user } = (await response.json()) as { user: { id: string } };
    return caller(cookie, user.id, email);
  }

  const anonymous = caller(null, null, null);

  /** Signed-in callers: two clients (to test isolation) and an admin. */
  async function actors() {
    const [clientAUser, clientBUser, adminUser] = [
      await createClient(deps.db, {
        name: 'Alex Able',
        profile: { companyName: 'Able Co', contactPerson: 'Alex' },
      }),
      await createClient(deps.db, {
        name: 'Blair Baker',
        profile: { companyName: 'Baker Ltd', contactPerson: 'Blair' },
      }),
      await createAdmin(deps.db, { name: 'Avery Admin' }),
    ];
    return {
      anonymous,
      clientA: await signIn(clientAUser.email),
      clientB: await signIn(clientBUser.email),
      admin: await signIn(adminUser.email),
    };
  }

  return {
    app,
    deps,
    db: deps.db,
    mailLog,
    anonymous,
    caller,
    signIn,
    actors,
    async close() {
      await deps.realtime.stop();
      await database.close();
    },
  };
}
