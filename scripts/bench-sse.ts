// `npm run bench:sse`: live event streams on the server in production mode, on PostgreSQL by default
// (BENCH_SSE_DATABASE=pglite for the embedded database). It measures what the performance issue asks:
// - memory: the server's RSS and heap (after a GC) before and with BENCH_SSE_STREAMS (10,000) streams,
//   1,000 of one client and the rest spread over other clients (bystanders);
// - delivery: then, with BENCH_SSE_SUBSCRIBERS (1,000) streams of the client and as many of bystanders
//   (BENCH_SSE_DELIVERY_BYSTANDERS) open, the client posts BENCH_SSE_MESSAGES (20) chat messages: the time
//   from each POST to its event on each of the client's streams, and any event reaching a bystander;
// - across instances (PostgreSQL only): a second server on the same database holds the client's streams
//   while the admin writes through the first; p95 from the POST to the event on the second.
// The streams live in child processes (BENCH_SSE_PROCESSES, 4), so the server's memory is its own.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openPglite, openPostgres } from '../src/server/db/connection';
import { seedBenchData } from './bench/seed';
import { seedBystanders } from './bench-sse/bystanders';
import { type Delivery, measureChatDelivery } from './bench-sse/chat-delivery';
import { kb, type MemoryReading, mb, memoryProbeEnv, readServerMemory } from './bench-sse/server-memory';
import { startStreamClients } from './bench-sse/stream-client-pool';
import { freePort } from './reliability/free-port';
import { percentile } from './reliability/percentiles';
import { signIn } from './reliability/portal-accounts';
import { createScratchDatabase } from './reliability/scratch-postgres';
import { type RunningServer, startServer } from './reliability/server-process';

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
};
const streamCount = positive('BENCH_SSE_STREAMS', 10_000);
const subscriberCount = Math.min(streamCount, positive('BENCH_SSE_SUBSCRIBERS', 1_000));
const messageCount = positive('BENCH_SSE_MESSAGES', 20);
const processCount = positive('BENCH_SSE_PROCESSES', 4);
const crossInstanceSubscribers = positive('BENCH_SSE_CROSS_SUBSCRIBERS', 100);
const deliveryBystanders = Number(process.env.BENCH_SSE_DELIVERY_BYSTANDERS ?? subscriberCount);
const kind = process.env.BENCH_SSE_DATABASE ?? 'postgres';
if (kind !== 'postgres' && kind !== 'pglite') throw new Error('BENCH_SSE_DATABASE is postgres or pglite');
const BYSTANDERS = 20;
/** The ports this benchmark may listen on. */
const PORTS = [3361, 3369] as const;

const goals = { rssMb: 300, deliveryP99Ms: 100, crossInstanceP95Ms: 200 };

const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-sse-'));
const memoryFile = join(dataDir, 'memory.json');
const scratch = kind === 'postgres' ? await createScratchDatabase('bench_sse') : null;
const clients = await startStreamClients(processCount);
const servers: RunningServer[] = [];
try {
  const database: Database = scratch
    ? await openPostgres(scratch.url)
    : await openPglite({ dataDir: join(dataDir, 'db') });
  await database.migrate();
  const accounts = await seedBenchData(database);
  const bystanders = await seedBystanders(database, BYSTANDERS);
  await database.close();

  const env = {
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SIGN_INS_PER_MINUTE: '10000',
    // The streams come from one address and a few accounts: the caps a server sets per user and address
    // (docs/reliability.md, 'One client's fair share') would refuse all but the first few.
    STREAMS_PER_USER: String(streamCount),
    STREAMS_PER_ADDRESS: String(streamCount + subscriberCount * 2 + crossInstanceSubscribers),
    STREAMS_TOTAL: String(streamCount + subscriberCount * 2 + crossInstanceSubscribers),
    ...(scratch ? {} : { DATABASE_URL: '' }),
  };
  const start = async (extra: Record<string, string> = {}) => {
    const port = await freePort(...PORTS);
    const server = await startServer({ port, dataDir, databaseUrl: scratch?.url, env: { ...env, ...extra } });
    servers.push(server);
    return server;
  };
  const first = await start(memoryProbeEnv(memoryFile));
  const client = await signIn(first.origin, accounts.client, 'client');
  const admin = await signIn(first.origin, accounts.admin, 'admin');
  const bystanderCookies: string[] = [];
  for (const account of bystanders)
    bystanderCookies.push((await signIn(first.origin, account, 'bystander')).cookieHeader);

  // A few streams opened and closed first, so code loaded on first use is not counted per stream.
  await clients.open(first.origin, [client.cookieHeader], processCount * 5, true);
  await clients.closeAll();
  const before = await readServerMemory(first.pid, memoryFile);

  const opening = performance.now();
  const mine = await clients.open(first.origin, [client.cookieHeader], subscriberCount, true);
  const { open, failed: othersFailed } = await clients.open(
    first.origin,
    bystanderCookies,
    streamCount - subscriberCount,
    false,
  );
  const openSeconds = (performance.now() - opening) / 1000;
  const failed = mine.failed + othersFailed;
  const withStreams = await readServerMemory(first.pid, memoryFile);
  await clients.closeAll();

  // As the issue measured it: the client's streams and as many of other clients', 2,000 in all (10,000
  // would add 400 session re-reads a second from the heartbeat, on a machine the benchmark shares).
  await clients.open(first.origin, [client.cookieHeader], subscriberCount, true);
  await clients.open(first.origin, bystanderCookies, deliveryBystanders, false);
  const delivery = await measureChatDelivery(client, '/api/chat/messages', clients, messageCount);
  await clients.closeAll();

  let crossInstance: Delivery | undefined;
  if (scratch) {
    const second = await start();
    await clients.open(second.origin, [client.cookieHeader], crossInstanceSubscribers, true);
    crossInstance = await measureChatDelivery(
      admin,
      `/api/admin/chat/${accounts.client.id}/messages`,
      clients,
      messageCount,
    );
    await clients.closeAll();
  }

  report({ before, withStreams, open, failed, openSeconds, delivery, crossInstance });
} finally {
  clients.stop();
  for (const server of servers) await server.kill('SIGTERM');
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
}

function report(figures: {
  before: MemoryReading;
  withStreams: MemoryReading;
  open: number;
  failed: number;
  openSeconds: number;
  delivery: Delivery;
  crossInstance?: Delivery;
}) {
  const { before, withStreams, open, delivery, crossInstance } = figures;
  const perStream = (key: keyof MemoryReading) => kb((withStreams[key] - before[key]) / Math.max(1, open));
  const p = (d: Delivery, q: number) => `${percentile(d.latenciesMs, q).toFixed(0)} ms`;
  const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER');
  const rows: [string, string, string][] = [
    [
      'streams open (failed to open)',
      `${open} (${figures.failed})`,
      `${figures.openSeconds.toFixed(1)} s to open`,
    ],
    [
      'RSS before → with streams',
      `${mb(before.rss)} → ${mb(withStreams.rss)}`,
      `≤ ${goals.rssMb} MB: ${verdict(withStreams.rss <= goals.rssMb * 1024 * 1024)}`,
    ],
    ['heap used before → with streams', `${mb(before.heapUsed)} → ${mb(withStreams.heapUsed)}`, ''],
    [
      'per stream: RSS / heap / external',
      `${perStream('rss')} / ${perStream('heapUsed')} / ${perStream('external')}`,
      '',
    ],
    [
      `delivery to ${subscriberCount} subscribers (${subscriberCount + deliveryBystanders} open) p50 / p95 / p99`,
      `${p(delivery, 50)} / ${p(delivery, 95)} / ${p(delivery, 99)}`,
      `p99 ≤ ${goals.deliveryP99Ms} ms: ${verdict(percentile(delivery.latenciesMs, 99) <= goals.deliveryP99Ms)}`,
    ],
    [
      '  received / missed / leaked to others / refused posts / streams dropped',
      `${delivery.latenciesMs.length} / ${delivery.missed} / ${delivery.leaked} / ${delivery.refused} / ${delivery.dropped}`,
      '',
    ],
  ];
  if (crossInstance)
    rows.push(
      [
        `across instances (${crossInstanceSubscribers} subscribers) p50 / p95`,
        `${p(crossInstance, 50)} / ${p(crossInstance, 95)}`,
        `p95 ≤ ${goals.crossInstanceP95Ms} ms: ${verdict(percentile(crossInstance.latenciesMs, 95) <= goals.crossInstanceP95Ms)}`,
      ],
      [
        '  received / missed / refused posts',
        `${crossInstance.latenciesMs.length} / ${crossInstance.missed} / ${crossInstance.refused}`,
        '',
      ],
    );
  else rows.push(['across instances', 'not measured', 'PostgreSQL only']);
  console.log(
    `\nLive event streams, ${kind === 'postgres' ? 'PostgreSQL' : 'embedded database (PGlite)'}, ${messageCount} messages\n`,
  );
  const widths = [0, 1].map((i) => Math.max(...rows.map((r) => r[i]?.length ?? 0)));
  for (const [label, value, goal] of rows)
    console.log(`${label.padEnd(widths[0] ?? 0)}  ${value.padEnd(widths[1] ?? 0)}  ${goal}`);
}
