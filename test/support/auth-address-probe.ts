// Run by test/api/auth-limits-per-address.test.ts in a child process with NODE_ENV=production: the auth
// library reads NODE_ENV once, when it is loaded, and only outside test and development does it say when
// it cannot tell a request's address (elsewhere it quietly counts such a request as 127.0.0.1's).
// Makes the product's own kinds of auth requests and prints, as JSON, their statuses and what the
// library warned.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openPglite } from '../../src/server/db/connection';
import { createClient, DEFAULT_TEST_PASSWORD } from '../../src/server/db/factories';
import { createDeps } from '../../src/server/deps';
import { serveApp } from './serve-app';

const warnings: string[] = [];
console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));

const database = await openPglite();
await database.migrate();
const origin = 'http://127.0.0.1:3999';
const authSecret = 'probe-secret-that-is-long-enough-1234567890';
const config = loadConfig({
  NODE_ENV: 'production',
  AUTH_SECRET: authSecret,
  DATA_DIR: mkdtempSync(join(tmpdir(), 'agency-auth-probe-')),
  APP_ORIGIN: origin,
});
const app = createApp(createDeps(config, database, { authSecret }));
const server = await serveApp((request) => app.fetch(request));
const user = await createClient(database.db);
const json = { 'content-type': 'application/json', origin };
const statuses: Record<string, number> = {};

// In-process, as the benchmark signs in: no connection at all.
const signIn = await app.request('/api/auth/sign-in/email', {
  method: 'POST',
  headers: json,
  body: JSON.stringify({ email: user.email, password: DEFAULT_TEST_PASSWORD }),
});
statuses.signInInProcess = signIn.status;
const cookie = signIn.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
statuses.getSessionInProcess = (await app.request('/api/auth/get-session', { headers: { cookie } })).status;
// Over HTTP, as a browser: the connection's address.
for (const path of ['/api/auth/request-password-reset', '/api/auth/send-verification-email']) {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: user.email }),
  });
  statuses[path] = res.status;
}
statuses.signOutOverHttp = (
  await fetch(`${server.url}/api/auth/sign-out`, { method: 'POST', headers: { ...json, cookie }, body: '{}' })
).status;

await server.close();
await database.close();
process.stdout.write(JSON.stringify({ statuses, warnings }));
