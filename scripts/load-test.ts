// `npm run test:load` (after `npm run build`): the built server in production mode on a fresh PostgreSQL
// database, LOAD_CONNECTIONS (50) connections for LOAD_SECONDS (60) over a realistic mix, with
// LOAD_STREAMS (100) live event streams open, measuring latency, errors, live delivery and memory.
// LOAD_SOAK_MINUTES=10 runs that long instead and judges memory growth. Traffic goes to 127.0.0.1 only.
import { existsSync } from 'node:fs';
import { probeLiveDelivery } from './load/delivery-probe';
import { EventStream } from './load/event-streams';
import { mb, sampleMemory } from './load/memory-sampler';
import { startProductionPortal } from './load/production-portal';
import { runTrafficMix } from './load/traffic-mix';
import { ms, percentile } from './reliability/percentiles';

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const soakMinutes = process.env.LOAD_SOAK_MINUTES ? positive('LOAD_SOAK_MINUTES', 10) : undefined;
const seconds = soakMinutes ? Math.round(soakMinutes * 60) : positive('LOAD_SECONDS', 60);
const connections = positive('LOAD_CONNECTIONS', 50);
const streamCount = positive('LOAD_STREAMS', 100);
const clientCount = positive('LOAD_CLIENTS', 10);

if (!existsSync(new URL('../dist/web/index.html', import.meta.url))) {
  console.error('No web build: run `npm run build` first (the load test serves the built pages).');
  process.exit(2);
}

const portal = await startProductionPortal(clientCount, 3);
const streams: EventStream[] = [];
let failed = false;
try {
  const { server, admin, clients } = portal;
  const probeClients = clients.map((c) => ({
    session: c.session,
    probeTaskId: c.probeTaskId,
    streams: [] as EventStream[],
  }));
  for (let i = 0; i < streamCount; i++) {
    const owner = probeClients[i % probeClients.length] as (typeof probeClients)[number];
    const stream = new EventStream(owner.session);
    owner.streams.push(stream);
    streams.push(stream);
  }
  await Promise.all(streams.map((s) => s.open()));
  console.log(
    `Production server on PostgreSQL (pid ${server.pid}): ${clients.length} clients, ${streams.length} event ` +
      `streams open; ${connections} connections for ${seconds} s...`,
  );

  const memory = sampleMemory(server.rssBytes, soakMinutes ? 15_000 : 5_000);
  const stopProbe = new AbortController();
  const probing = probeLiveDelivery(probeClients, stopProbe.signal);
  const traffic = await runTrafficMix(
    {
      origin: server.origin,
      admin,
      clients: clients.map((c) => ({ session: c.session, taskIds: c.taskIds })),
    },
    connections,
    seconds,
  );
  stopProbe.abort();
  const delivery = await probing;
  await memory.stop();

  const { result, latenciesMs, statuses } = traffic;
  const serverErrors = [...statuses].filter(([code]) => code >= 500).reduce((n, [, count]) => n + count, 0);
  const byStatus = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([code, n]) => `${code}: ${n}`)
    .join(', ');
  const p = (q: number) => percentile(latenciesMs, q);
  const deliveryP95 = percentile(delivery.latenciesMs, 95);
  const droppedStreams = streams.filter((s) => s.ended).length;

  console.log(
    `Requests: ${latenciesMs.length} answered in ${seconds} s (${(latenciesMs.length / seconds).toFixed(0)}/s); ${byStatus}`,
  );
  console.log(
    `Socket errors: ${result.errors}, timeouts: ${result.timeouts}; streams dropped: ${droppedStreams}`,
  );
  console.log(
    `Latency: p50 ${ms(p(50))}, p95 ${ms(p(95))}, p99 ${ms(p(99))}, max ${ms(largest(latenciesMs))}`,
  );
  console.log(
    `Live delivery: ${delivery.writes} probe writes, ${delivery.latenciesMs.length} deliveries, ${delivery.missed} missed; ` +
      `p50 ${ms(percentile(delivery.latenciesMs, 50))}, p95 ${ms(deliveryP95)}, max ${ms(largest(delivery.latenciesMs))}`,
  );

  const rss = memory.samples.map((s) => s.bytes);
  // The first minute warms caches and heaps up: growth is measured from there.
  const warm =
    memory.samples.find((s) => s.atMs >= Math.min(60_000, (seconds * 1000) / 2))?.bytes ?? rss[0] ?? 0;
  const last = rss.at(-1) ?? 0;
  const growth = warm ? ((last - warm) / warm) * 100 : Number.NaN;
  console.log(
    `Memory (RSS): start ${mb(rss[0] ?? 0)}, after warm-up ${mb(warm)}, peak ${mb(largest(rss))}, end ${mb(last)} ` +
      `(${growth >= 0 ? '+' : ''}${growth.toFixed(1)}% since warm-up)`,
  );

  const goals: [string, boolean][] = [
    ['p95 < 200 ms', p(95) < 200],
    ['p99 < 500 ms', p(99) < 500],
    ['0 responses >= 500 and no socket errors', serverErrors === 0 && result.errors === 0],
    ['live delivery p95 < 1 s, none missed', deliveryP95 < 1000 && delivery.missed === 0],
  ];
  if (soakMinutes) goals.push([`memory growth < 10% over ${soakMinutes} min`, growth < 10]);
  for (const [goal, met] of goals) console.log(`${met ? 'PASS' : 'FAIL'}  ${goal}`);
  failed = goals.some(([, met]) => !met);
  console.log(
    `load test ${failed ? 'missed a goal' : 'met every goal'}: ${(latenciesMs.length / seconds).toFixed(0)} req/s, ` +
      `p50/p95/p99 ${ms(p(50))}/${ms(p(95))}/${ms(p(99))}, ${serverErrors} responses >= 500, ` +
      `live delivery p95 ${ms(deliveryP95)}, RSS ${mb(last)}`,
  );
} finally {
  for (const stream of streams) stream.close();
  await portal.close();
}
process.exit(failed ? 1 : 0);

/** The largest value; a soak gathers too many latencies to spread into Math.max's arguments. */
function largest(values: number[]): number {
  return values.reduce((max, value) => Math.max(max, value), 0);
}
