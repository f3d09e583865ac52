import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openPostgres } from '../src/server/db/connection';
import { createDeps } from '../src/server/deps';
import { seedBenchData } from './bench/seed';
import { createScratchDatabase } from './reliability/scratch-postgres';

const scratch = await createScratchDatabase('cpu');
const database = await openPostgres(scratch.url);
await database.migrate();
const accounts = await seedBenchData(database);
const origin = 'http://127.0.0.1:3999';
const config = loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'bench-secret-that-is-long-enough-1234567890', DATA_DIR: await mkdtemp(join(tmpdir(), 'cpu-')), APP_ORIGIN: origin, SIGN_INS_PER_MINUTE: '10000' });
const deps = createDeps(config, database, { authSecret: 'bench-secret-that-is-long-enough-1234567890' });
const app = createApp(deps);
const r = await app.request('/api/auth/sign-in/email', { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: JSON.stringify({ email: accounts.client.email, password: accounts.client.password }) });
const cookie = r.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
const headers = new Headers({ cookie });

async function measure(name: string, op: () => Promise<unknown>, n = 4000, conc = 20) {
  for (let i = 0; i < 300; i++) await op();
  const c0 = process.cpuUsage(); const t0 = performance.now();
  let left = n;
  await Promise.all(Array.from({ length: conc }, async () => { while (left-- > 0) await op(); }));
  const c = process.cpuUsage(c0); const t = performance.now() - t0;
  console.log(name.padEnd(30), 'cpu ms/op', ((c.user + c.system) / 1000 / n).toFixed(3), 'ops/s', (n / t * 1000).toFixed(0));
}
const { sql } = await import('drizzle-orm');
await measure('select 1', () => database.db.execute(sql`select 1`));
import { Session } from 'node:inspector/promises';
await measure('getSession0', () => deps.auth.api.getSession({ headers }));
await measure('getSession returnHeaders', () => deps.auth.api.getSession({ headers, returnHeaders: true }));
const ses = new Session(); ses.connect(); await ses.post('Profiler.enable'); await ses.post('Profiler.start');
await measure('app /api/tasks', async () => { const res = await app.request('/api/tasks', { headers: { cookie } }); await res.text(); });
{ const { profile } = await ses.post('Profiler.stop'); (await import('node:fs')).writeFileSync('/tmp/gs.cpuprofile', JSON.stringify(profile)); }
await measure('app /api/health', async () => { const res = await app.request('/api/health'); await res.text(); });
await measure('app /api/tasks anon', async () => { const res = await app.request('/api/tasks'); await res.text(); });
await measure('app /api/me', async () => { const res = await app.request('/api/me', { headers: { cookie } }); await res.text(); });
await database.close(); await scratch.drop();
