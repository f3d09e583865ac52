// `npm run bench` (after `npm run build`): the built server in production mode, on the embedded database
// and on PostgreSQL, under autocannon at BENCH_CONNECTIONS (50) connections on loopback: a warm-up, then
// the median of 3 runs of BENCH_SECONDS (10) each, per endpoint (latencies in ms; 429 counts the chat's
// own per-minute limit refusing, which is not an error; cpu ms is the server process's CPU time per
// answer). Beside each read it prints the driver's own throughput for that request's SQL (the session
// check and the page's queries, caught from the product itself) at the same concurrency, and the ratio:
// the performance issue's measure. On PostgreSQL each HTTP run follows a driver run of its own, and the
// ratio is the median of those pairs: a busy moment of the shared machine then weighs on both sides of a
// ratio. The embedded database has one owner at a time, so its driver runs come before the server starts.
// Beside health it measures Node's own HTTP server with nothing in it, answering health's body: what an
// HTTP request alone costs on this machine, the ceiling for health's ratio.
// The server runs as one process; BENCH_WORKERS (e.g. "1,2") measures PostgreSQL with each of those counts of
// server processes in turn (WORKERS, docs/deploy.md), cpu ms then counting every one of them.
// BENCH_DATABASE (pglite or postgres) and BENCH_ONLY (part of an endpoint name) narrow a run;
// BENCH_PROFILE_DIR keeps a CPU profile of the server (of its supervisor alone, with several processes);
// BENCH_NODE_FLAGS passes Node flags to the server (e.g. "--max-semi-space-size=64") to try them.
// The last line per database is the sign-in pressure: the client's task list alone, then during 20
// connections signing in, BENCH_SIGN_IN_RUNS (5) such pairs, the p99 of each side over all its answers
// (scripts/bench/sign-in-pressure.ts), and the main thread's CPU per sign-in.
// BENCH_BUILDS="<A>,<B>" compares two built checkouts (scripts/bench/builds.ts): each run of each endpoint
// and each sign-in pair asks A's server, then B's, A's, ..., and it prints both builds' figures side by
// side with B's req/s over A's. The database, its seed and the SQL each read is compared with come from
// the checkout the bench runs in.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../src/server/db/connection';
import { startBareHttpServer } from './bench/bare-http-server';
import { type Build, benchBuilds, serverTurns } from './bench/builds';
import { type Statement, sqlOfRequests } from './bench/capture-sql';
import { driverThroughput, type Execute } from './bench/driver-baseline';
import { type HttpRun, httpRun } from './bench/http-load';
import { seedBenchData } from './bench/seed';
import {
  mainThreadMsPerSignIn,
  type PressureOptions,
  type PressurePair,
  pooledPressure,
  pressurePair,
} from './bench/sign-in-pressure';
import { freePort } from './reliability/free-port';
import { signIn } from './reliability/portal-accounts';
import type { PortalSession } from './reliability/portal-session';
import { createScratchDatabase } from './reliability/scratch-postgres';
import { type RunningServer, startServer } from './reliability/server-process';

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const connections = positive('BENCH_CONNECTIONS', 50);
const seconds = positive('BENCH_SECONDS', 10);
const RUNS = 3;
const SIGN_IN_RUNS = positive('BENCH_SIGN_IN_RUNS', 5);
const POOL_SIZE = 10;
/** The read measured during the sign-ins: light enough that its own queueing does not set its p99. */
const SIGN_IN_READ_CONNECTIONS = 10;

type Endpoint = {
  name: string;
  as: 'admin' | 'client' | null;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Reads are compared with their own SQL; health with a bare round trip; a write with nothing. */
  baseline: 'own-sql' | 'round-trip' | null;
  /** Asked of a bare Node HTTP server instead of the product (scripts/bench/bare-http-server.ts). */
  bare?: true;
};

const allEndpoints: Endpoint[] = [
  { name: 'health', as: null, method: 'GET', path: '/api/health', baseline: 'round-trip' },
  {
    name: 'health, bare Node HTTP',
    as: null,
    method: 'GET',
    path: '/api/health',
    baseline: 'round-trip',
    bare: true,
  },
  { name: "client's task list (50)", as: 'client', method: 'GET', path: '/api/tasks', baseline: 'own-sql' },
  {
    name: "client's chat (latest page)",
    as: 'client',
    method: 'GET',
    path: '/api/chat/messages',
    baseline: 'own-sql',
  },
  {
    name: 'post a chat message',
    as: 'client',
    method: 'POST',
    path: '/api/chat/messages',
    body: { content: 'A benchmark message' },
    baseline: null,
  },
  { name: 'admin client list', as: 'admin', method: 'GET', path: '/api/admin/clients', baseline: 'own-sql' },
  { name: 'admin inbox', as: 'admin', method: 'GET', path: '/api/admin/chat', baseline: 'own-sql' },
];

const builds = benchBuilds(process.env.BENCH_BUILDS);
const comparing = builds.length > 1;

// BENCH_ONLY narrows a run to the endpoints whose name contains it (e.g. "task list"). The bare server
// belongs to no build: it is left out of a comparison.
const only = process.env.BENCH_ONLY;
const endpoints = allEndpoints.filter((e) => (!only || e.name.includes(only)) && !(comparing && e.bare));

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const medianRun = (runs: HttpRun[]): HttpRun => ({
  requests: median(runs.map((r) => r.requests)),
  rps: median(runs.map((r) => r.rps)),
  p50: median(runs.map((r) => r.p50)),
  p95: median(runs.map((r) => r.p95)),
  p99: median(runs.map((r) => r.p99)),
  errors: runs.reduce((total, r) => total + r.errors, 0),
  limited: runs.reduce((total, r) => total + r.limited, 0),
  times: [],
});

/** What the driver replays for an endpoint: its own SQL, or a bare round trip for health. */
const baselineStatements = (endpoint: Endpoint, captured: Map<string, Statement[]>): Statement[] =>
  endpoint.baseline === 'round-trip'
    ? [{ text: 'select 1', values: [] }]
    : (captured.get(endpoint.name) ?? []);

/** One driver run of an endpoint's statements (a short one warms up). */
type DriverRun = (endpoint: Endpoint, runSeconds: number) => Promise<number>;

const driverRunner =
  (execute: Execute, captured: Map<string, Statement[]>): DriverRun =>
  (endpoint, runSeconds) =>
    driverThroughput(execute, baselineStatements(endpoint, captured), connections, runSeconds);

/** Every endpoint's driver runs, ahead of the server: for the embedded database, which one process owns. */
async function driverRunsAhead(run: DriverRun) {
  const baselines = new Map<string, number[]>();
  for (const endpoint of endpoints) {
    if (!endpoint.baseline) continue;
    await run(endpoint, Math.min(2, seconds));
    const runs: number[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await run(endpoint, seconds));
    baselines.set(endpoint.name, runs);
  }
  return baselines;
}

/** A build's running server, its sessions, and the endpoints it has already been warmed up on. */
type Turn = {
  server: RunningServer;
  sessions: Record<'admin' | 'client', PortalSession>;
  warmed: Set<string>;
  stop(): Promise<void>;
};

/**
 * The client's task list alone and during 20 connections signing in, BENCH_SIGN_IN_RUNS pairs per build
 * (taken in turn when comparing), then each build's main-thread CPU per sign-in.
 */
async function measureSignInPressure(
  turns: ReturnType<typeof serverTurns<Turn>>,
  signers: PressureOptions['signIn']['accounts'],
) {
  const options = ({ server, sessions }: Turn): PressureOptions => ({
    read: { url: `${server.origin}/api/tasks`, headers: { cookie: sessions.client.cookieHeader } },
    signIn: { url: `${server.origin}/api/auth/sign-in/email`, origin: server.origin, accounts: signers },
    connections: SIGN_IN_READ_CONNECTIONS,
    seconds,
  });
  const pairs = builds.map((): PressurePair[] => []);
  const mainThreadMs: number[] = [];
  for (let run = 0; run < SIGN_IN_RUNS; run++) {
    for (const [b, build] of builds.entries()) {
      const turn = await turns.serve(build);
      // A fresh server warms up on the read alone: sign-ins to spare would count against the accounts.
      if (!turn.warmed.has('sign-in')) {
        const { read } = options(turn);
        await httpRun({
          ...read,
          method: 'GET',
          connections: SIGN_IN_READ_CONNECTIONS,
          seconds: Math.min(2, seconds),
        });
        turn.warmed.add('sign-in');
      }
      pairs[b]?.push(await pressurePair(options(turn)));
      // After the build's last pair, while its server is warm and still running.
      if (run === SIGN_IN_RUNS - 1)
        mainThreadMs[b] = await mainThreadMsPerSignIn(options(turn), turn.server.mainThreadCpuMs);
    }
  }
  console.log();
  for (const [b, build] of builds.entries()) {
    const buildPairs = pairs[b] ?? [];
    const label = comparing ? `${build.label}: ` : '';
    for (const [i, pair] of buildPairs.entries())
      console.log(
        `  ${label}pair ${i + 1}: alone ${pair.idle.rps.toFixed(0)}/s p99 ${pair.idle.p99.toFixed(1)} ms, ` +
          `during ${pair.pressed.rps.toFixed(0)}/s p99 ${pair.pressed.p99.toFixed(1)} ms ` +
          `(${pair.signInsPerSecond.toFixed(1)} sign-ins/s): ${(pair.pressed.p99 / pair.idle.p99).toFixed(2)}×`,
      );
    const pressure = pooledPressure(buildPairs);
    console.log(
      `${label}client's task list at ${SIGN_IN_READ_CONNECTIONS} connections, p99 alone ${pressure.idleP99.toFixed(1)} ms, ` +
        `during 20 concurrent sign-ins (${pressure.signInsPerSecond.toFixed(0)}/s) ${pressure.underSignInsP99.toFixed(1)} ms: ` +
        `${(pressure.underSignInsP99 / pressure.idleP99).toFixed(2)}× (goal ≤ 1.5×); ` +
        `main thread ${(mainThreadMs[b] ?? Number.NaN).toFixed(1)} ms a sign-in`,
    );
  }
}

async function benchOne(kind: 'pglite' | 'postgres', workers: number) {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-'));
  const scratch = kind === 'postgres' ? await createScratchDatabase('bench') : null;
  const open = (): Promise<Database> =>
    scratch ? openPostgres(scratch.url) : openPglite({ dataDir: join(dataDir, 'db') });
  let pool: pg.Pool | null = null;
  try {
    // Seed, catch each request's SQL, and measure the driver, before the server takes the database.
    const database = await open();
    await database.migrate();
    const accounts = await seedBenchData(database);
    const captured = await sqlOfRequests(
      database,
      accounts,
      endpoints.filter((e) => e.baseline === 'own-sql'),
    );
    // PostgreSQL: a pool of the bench's own, run beside each HTTP run. The embedded database: every
    // driver run now, before the server takes the database.
    let pairedDriverRun: DriverRun | null = null;
    let runsAhead = new Map<string, number[]>();
    if (scratch) {
      await database.close();
      const ownPool = new pg.Pool({ connectionString: scratch.url, max: POOL_SIZE });
      pool = ownPool;
      // Dropping the scratch database at the end ends its connections; that must not stop the script.
      ownPool.on('error', () => undefined);
      // Prepared the way the product prepares them, so each side parses the same statements as often.
      pairedDriverRun = driverRunner(
        (s) => ownPool.query({ name: s.name, text: s.text, values: s.values }),
        captured,
      );
    } else {
      const client = (
        database.db as unknown as { $client: { query: (t: string, v: unknown[]) => Promise<unknown> } }
      ).$client;
      runsAhead = await driverRunsAhead(driverRunner((s) => client.query(s.text, s.values), captured));
      await database.close();
    }

    // One build's server at a time, signed in as both roles once it answers.
    const authSecret = randomBytes(32).toString('hex');
    const turns = serverTurns(async (build: Build): Promise<Turn> => {
      const server = await startServer({
        port: await freePort(),
        dataDir,
        databaseUrl: scratch?.url,
        checkout: build.checkout,
        env: {
          NODE_ENV: 'production',
          AUTH_SECRET: authSecret,
          SIGN_INS_PER_MINUTE: '10000',
          WORKERS: String(workers),
          ...(scratch ? {} : { DATABASE_URL: '' }),
        },
        // The server writes a CPU profile there when it stops (open it in a browser's DevTools).
        nodeFlags: [
          ...(process.env.BENCH_PROFILE_DIR
            ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
            : []),
          ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
        ],
      });
      const stop = () => server.kill('SIGTERM');
      try {
        const sessions = {
          admin: await signIn(server.origin, accounts.admin, 'admin'),
          client: await signIn(server.origin, accounts.client, 'client'),
        };
        return { server, sessions, warmed: new Set(), stop };
      } catch (error) {
        await stop();
        throw error;
      }
    });
    let bare: Awaited<ReturnType<typeof startBareHttpServer>> | null = null;
    try {
      if (endpoints.some((e) => e.bare)) bare = await startBareHttpServer(await freePort());
      console.log(
        `\n${kind === 'postgres' ? 'PostgreSQL' : 'Embedded database (PGlite)'}, ` +
          `${workers === 1 ? 'one server process' : `${workers} server processes`}, ` +
          `${connections} connections, median of ${RUNS} × ${seconds} s\n`,
      );
      if (comparing) {
        for (const build of builds) console.log(`${build.label}: ${build.checkout}`);
        console.log(
          '\nendpoint                       A req/s B req/s    B/A  A p99  B p99  A own-SQL  B own-SQL',
        );
      } else {
        console.log(
          'endpoint                        req/s    p50    p95    p99  errors    429   driver  ratio  cpu ms',
        );
      }
      for (const endpoint of endpoints) {
        const requestOptions = ({ server, sessions }: Turn) => {
          const session = endpoint.as ? sessions[endpoint.as] : null;
          return {
            url: `${endpoint.bare && bare ? bare.origin : server.origin}${endpoint.path}`,
            method: endpoint.method,
            headers: {
              ...(session ? { cookie: session.cookieHeader } : {}),
              ...(endpoint.body ? { 'content-type': 'application/json', origin: server.origin } : {}),
            },
            body: endpoint.body ? JSON.stringify(endpoint.body) : undefined,
            connections,
          };
        };
        const paired = endpoint.baseline ? pairedDriverRun : null;
        await paired?.(endpoint, Math.min(2, seconds));
        const measured = builds.map(() => ({
          runs: [] as HttpRun[],
          driverRuns: [] as number[],
          // The server's own CPU time per answer: what a change to its code saves, whatever the rest of
          // the shared machine does to req/s meanwhile.
          cpuPerRequest: [] as number[],
        }));
        for (let run = 0; run < RUNS; run++) {
          for (const [b, build] of builds.entries()) {
            const turn = await turns.serve(build);
            const options = requestOptions(turn);
            if (!turn.warmed.has(endpoint.name)) {
              await httpRun({ ...options, seconds: Math.min(2, seconds) });
              turn.warmed.add(endpoint.name);
            }
            const into = measured[b] as (typeof measured)[number];
            if (paired) into.driverRuns.push(await paired(endpoint, seconds));
            const cpuBefore = await turn.server.cpuMs();
            const httpResult = await httpRun({ ...options, seconds });
            const cpuUsed = (await turn.server.cpuMs()) - cpuBefore;
            if (!endpoint.bare) into.cpuPerRequest.push(cpuUsed / Math.max(1, httpResult.requests));
            into.runs.push(httpResult);
          }
        }
        const figures = measured.map(({ runs, driverRuns, cpuPerRequest }) => {
          const result = medianRun(runs);
          const ahead = runsAhead.get(endpoint.name);
          const driver = paired ? median(driverRuns) : ahead ? median(ahead) : undefined;
          // Paired runs: the median of each run's own ratio. Runs ahead: the medians' ratio.
          const ratio = paired
            ? median(runs.map((r, i) => r.rps / (driverRuns[i] as number)))
            : driver
              ? result.rps / driver
              : undefined;
          const cpuMs = cpuPerRequest.length > 0 ? median(cpuPerRequest) : undefined;
          return { result, driver, ratio, cpuMs };
        });
        const [a, b] = figures;
        if (a && b) {
          // A run that got no answer in time (a starved machine) has no figures to print.
          const shown = (value: number | undefined, digits: number, suffix = '') =>
            value !== undefined && Number.isFinite(value) && value > 0
              ? `${value.toFixed(digits)}${suffix}`
              : '-';
          console.log(
            [
              endpoint.name.padEnd(30),
              shown(a.result.rps, 0).padStart(7),
              shown(b.result.rps, 0).padStart(7),
              shown(b.result.rps / a.result.rps, 2, '×').padStart(6),
              shown(a.result.p99, 0).padStart(6),
              shown(b.result.p99, 0).padStart(6),
              shown(a.ratio, 2).padStart(10),
              shown(b.ratio, 2).padStart(10),
            ].join(' '),
          );
        } else if (a) {
          console.log(
            [
              endpoint.name.padEnd(30),
              a.result.rps.toFixed(0).padStart(6),
              `${a.result.p50.toFixed(0)}`.padStart(6),
              `${a.result.p95.toFixed(0)}`.padStart(6),
              `${a.result.p99.toFixed(0)}`.padStart(6),
              String(a.result.errors).padStart(7),
              String(a.result.limited).padStart(6),
              (a.driver ? a.driver.toFixed(0) : '-').padStart(8),
              (a.ratio ? a.ratio.toFixed(2) : '-').padStart(6),
              (a.cpuMs !== undefined ? a.cpuMs.toFixed(3) : '-').padStart(7),
            ].join(' '),
          );
        }
        // A comparison's columns leave errors out: a build that failed answers says so below its line.
        if (comparing)
          for (const [i, { result }] of figures.entries())
            if (result.errors > 0) console.log(`  ${builds[i]?.label}: ${result.errors} errors`);
      }
      if (!only || 'sign-in'.includes(only)) await measureSignInPressure(turns, accounts.signers);
    } finally {
      await bare?.stop();
      await turns.stop();
    }
  } finally {
    await pool?.end();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const onlyDatabase = process.env.BENCH_DATABASE;
const workerCounts = process.env.BENCH_WORKERS
  ? process.env.BENCH_WORKERS.split(',').map((count) => {
      if (!/^[1-9]\d*$/.test(count.trim()))
        throw new Error('BENCH_WORKERS must list whole numbers, e.g. "1,2"');
      return Number(count);
    })
  : [1];
for (const kind of ['pglite', 'postgres'] as const) {
  if (onlyDatabase && onlyDatabase !== kind) continue;
  // The embedded database has one owner: one server process.
  for (const workers of kind === 'pglite' ? [1] : workerCounts) await benchOne(kind, workers);
}
