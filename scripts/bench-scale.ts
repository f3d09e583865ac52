// `npm run bench:scale` (after `npm run build`): how each list a user opens holds up at the performance
// issue's scale. On a scratch PostgreSQL database it seeds the bench's demo data (scripts/bench/seed.ts, plus
// a few files, referrals, updates and notifications for its client), measures every endpoint of
// bench-scale/endpoints.ts on the built server in production mode, then fills the same database with
// `seed:scale`'s 10,000 clients, 200,000 tasks, 1,000,000 messages, 100,000 files and 50,000 referrals
// and measures again. It prints, per endpoint, the response size, p50/p95 and req/s of both, the p95 ratio
// and the goal (≤ 2× the demo's p95; the searches under 100 ms), and /api/health in both phases as a
// control for how busy the machine was. The lists are read as the demo's client (the one with 50 tasks)
// and admin, and as an account manager: in the demo one assigned every demo client, at scale seed:scale's
// manager of 500 of the 10,000 clients (every 20th). Each phase waits until the server's jobs owe no email
// before it measures: a first start on the filled database makes the past week's reminders, which pg-boss
// would email at 100 a minute, so once they are made they are marked sent instead (bench-scale/jobs-idle.ts).
// The scratch database is dropped at the end.
// Knobs: BENCH_SECONDS (5) per endpoint, BENCH_CONNECTIONS (10), BENCH_SCALE_ONLY (part of an endpoint's
// name), BENCH_SCALE_LOAD_LIMIT_MS (500: an endpoint slower than that alone is timed one request at a time,
// not under load), BENCH_SCALE_PLANS=1 to print each endpoint's heaviest SQL statement's EXPLAIN (ANALYZE,
// BUFFERS) at scale, to files in BENCH_SCALE_PLANS_DIR or to stdout, and seed:scale's SEED_SCALE_* counts.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPostgres } from '../src/server/db/connection';
import { sqlOfRequests } from './bench/capture-sql';
import { type BenchAccounts, seedBenchData } from './bench/seed';
import { addDemoManager, topUpDemoClient } from './bench-scale/demo-extras';
import { endpointPath, type ScaleEndpoint, scaleEndpoints } from './bench-scale/endpoints';
import { jobsIdle } from './bench-scale/jobs-idle';
import { type Measurement, measureEndpoint } from './bench-scale/measure-endpoint';
import { heaviestPlan, planFindings, type QueryPlan, readTimes, writePlans } from './bench-scale/query-plans';
import { type EndpointResult, printTable } from './bench-scale/report';
import { freePort } from './reliability/free-port';
import { type Account, signIn } from './reliability/portal-accounts';
import { createScratchDatabase, type ScratchDatabase } from './reliability/scratch-postgres';
import { startServer } from './reliability/server-process';
import { scaleCountsFromEnv } from './seed-scale/counts';
import { seedScale } from './seed-scale/fill';

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const seconds = positive('BENCH_SECONDS', 5);
const connections = positive('BENCH_CONNECTIONS', 10);
const loadLimitMs = positive('BENCH_SCALE_LOAD_LIMIT_MS', 500);
const withPlans = process.env.BENCH_SCALE_PLANS === '1';
const plansDir = process.env.BENCH_SCALE_PLANS_DIR || undefined;
const only = process.env.BENCH_SCALE_ONLY;
const endpoints = only ? scaleEndpoints.filter((e) => e.name.includes(only)) : scaleEndpoints;
const counts = scaleCountsFromEnv();

if (!existsSync(new URL('../dist/web/index.html', import.meta.url))) {
  console.error('No web build: run `npm run build` first (the benchmark starts the built server).');
  process.exit(2);
}

/** Each list measured, and health: a control that no data size changes, so it shows the machine's load. */
type Phase = { lists: Map<ScaleEndpoint, Measurement>; health: Measurement };

/**
 * The built server in production mode on the database, each endpoint measured as its demo user or as
 * `manager`, the phase's account manager.
 */
async function measureAll(
  phase: string,
  scratch: ScratchDatabase,
  accounts: BenchAccounts,
  manager: Account,
): Promise<Phase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-scale-'));
  const startedAt = new Date();
  const server = await startServer({
    port: await freePort(),
    dataDir,
    databaseUrl: scratch.url,
    env: {
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      SIGN_INS_PER_MINUTE: '10000',
    },
  });
  const results = new Map<ScaleEndpoint, Measurement>();
  try {
    const sessions = {
      admin: await signIn(server.origin, accounts.admin, 'admin'),
      client: await signIn(server.origin, accounts.client, 'client'),
      manager: await signIn(server.origin, manager, 'manager'),
    };
    const idle = await jobsIdle(scratch, startedAt);
    console.log(
      `  ${phase.padEnd(5)} jobs idle after ${(idle.waitedMs / 1000).toFixed(0)} s` +
        ` (at most ${idle.mostDue.toLocaleString('en-US')} emails due at once,` +
        ` ${idle.settled.toLocaleString('en-US')} marked sent)`,
    );
    for (const endpoint of endpoints) {
      const url = `${server.origin}${endpointPath(endpoint, accounts.client.id)}`;
      const result = await measureEndpoint(
        { url, cookie: sessions[endpoint.as].cookieHeader },
        { connections, seconds, loadLimitMs },
      );
      results.set(endpoint, result);
      console.log(
        `  ${phase.padEnd(5)} ${endpoint.name.padEnd(27)} ${result.status === 200 ? `p95 ${result.p95.toFixed(0)} ms` : `HTTP ${result.status}`}` +
          `${result.mode === 'sequential' ? ' (one at a time)' : ''}, ${result.kb.toFixed(1)} KB`,
      );
    }
    const health = await measureEndpoint(
      { url: `${server.origin}/api/health`, cookie: '' },
      { connections, seconds, loadLimitMs },
    );
    return { lists: results, health };
  } finally {
    await server.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Each endpoint's SQL, caught from the product in process, and the plan of its heaviest read. The
 * manager's requests are caught in a second pass, the manager signed in where the admin was.
 */
async function plansAtScale(
  databaseUrl: string,
  accounts: BenchAccounts,
  manager: Account,
  measured: Set<ScaleEndpoint>,
) {
  const database = await openPostgres(databaseUrl);
  const plans: { endpoint: string; path: string; plan: QueryPlan }[] = [];
  try {
    const requests = endpoints
      .filter((e) => measured.has(e))
      .map((e) => ({ name: e.name, as: e.as, method: 'GET', path: endpointPath(e, accounts.client.id) }));
    const captured = await sqlOfRequests(
      database,
      accounts,
      requests.flatMap((r) => (r.as === 'manager' ? [] : [{ ...r, as: r.as }])),
    );
    const managerRequests = requests.flatMap((r) =>
      r.as === 'manager' ? [{ ...r, as: 'admin' as const }] : [],
    );
    if (managerRequests.length > 0)
      for (const [name, statements] of await sqlOfRequests(
        database,
        { admin: manager, client: accounts.client },
        managerRequests,
      ))
        captured.set(name, statements);
    for (const request of requests) {
      const plan = await heaviestPlan(databaseUrl, captured.get(request.name) ?? []);
      if (plan) plans.push({ endpoint: request.name, path: request.path, plan });
    }
  } finally {
    await database.close();
  }
  await writePlans(plans, plansDir);
  console.log(
    '\nSQL per endpoint at scale (EXPLAIN ANALYZE): each read of the request in ms, then what the slowest one does',
  );
  for (const { endpoint, plan } of plans)
    console.log(
      `  ${endpoint.padEnd(27)} ${readTimes(plan).padStart(14)} ms  ${planFindings(plan.plan).join('; ')}`,
    );
}

const scratch = await createScratchDatabase('bench_scale');
try {
  const database = await openPostgres(scratch.url);
  let accounts: BenchAccounts;
  let demoManager: Account;
  try {
    await database.migrate();
    accounts = await seedBenchData(database);
    await topUpDemoClient(database, accounts);
    demoManager = await addDemoManager(database);
  } finally {
    await database.close();
  }
  await scratch.query('vacuum analyze');

  console.log(`\nDemo data (${scratch.url}): ${connections} connections, ${seconds} s per endpoint`);
  const demo = await measureAll('demo', scratch, accounts, demoManager);

  console.log('\nFilling to scale:');
  const filling = await openPostgres(scratch.url);
  let scaleManager: Account;
  try {
    scaleManager = (await seedScale(filling, counts)).accounts.manager;
  } finally {
    await filling.close();
  }

  console.log('\nAt scale:');
  const scale = await measureAll('scale', scratch, accounts, scaleManager);

  const results: EndpointResult[] = endpoints.map((endpoint) => ({
    endpoint,
    demo: demo.lists.get(endpoint) as Measurement,
    scale: scale.lists.get(endpoint) as Measurement,
  }));
  printTable(
    results,
    `PostgreSQL, ${connections} connections × ${seconds} s; scale: ${counts.clients.toLocaleString('en-US')} clients, ` +
      `${counts.tasks.toLocaleString('en-US')} tasks, ${counts.messages.toLocaleString('en-US')} messages, ` +
      `${counts.files.toLocaleString('en-US')} files, ${counts.referrals.toLocaleString('en-US')} referrals, ` +
      `a manager of ${counts.managedClients.toLocaleString('en-US')} clients`,
    { demo: demo.health, scale: scale.health },
  );
  if (withPlans) {
    const answered = new Set(results.filter((r) => r.scale.status === 200).map((r) => r.endpoint));
    await plansAtScale(scratch.url, accounts, scaleManager, answered);
  }
} finally {
  await scratch.drop();
}
