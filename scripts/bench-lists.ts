// `npm run bench:lists` (after `npm run build`): a client with BENCH_LISTS_TASKS (1,000) tasks opens the
// Tasks page of the production build in the machine's Chromium (launched as the end-to-end tests launch
// it), at 1280 × 900. Each of 3 runs, in a fresh page: from the Overview's sidebar link to the list on
// screen, a page load of /dashboard/tasks to the list on screen, the elements in the document, then the
// whole list scrolled at BENCH_LISTS_SPEED (8,000) pixels a second: the frames' intervals and the long
// tasks (50 ms or more) on the way. Prints each run and the median. BENCH_LISTS_CPU_SLOWDOWN=4 runs the
// page's main thread 4 times slower, as Lighthouse's mobile preset does.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import e2eConfig from '../playwright.config';
import { openPglite } from '../src/server/db/connection';
import { type ListRun, measureList } from './bench-lists/measure-list';
import { seedClientWithTasks } from './bench-lists/seed';
import { freePort } from './reliability/free-port';
import { percentile } from './reliability/percentiles';
import { startServer } from './reliability/server-process';

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
};
const taskCount = positive('BENCH_LISTS_TASKS', 1_000);
const pixelsPerSecond = positive('BENCH_LISTS_SPEED', 8_000);
const cpuSlowdown = positive('BENCH_LISTS_CPU_SLOWDOWN', 1);
const RUNS = 3;
const viewport = { width: 1280, height: 900 };

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Each row of the table: its label, how to read it off one run, and its decimals. */
const rows: [string, (run: ListRun) => number, number][] = [
  ['Overview → Tasks, click to list (ms)', (run) => run.navigateMs, 0],
  ['page load to list (ms)', (run) => run.openMs, 0],
  ['elements in the document', (run) => run.domNodes, 0],
  ['frame interval p50 (ms)', (run) => percentile(run.frameIntervals, 50), 1],
  ['frame interval p95 (ms)', (run) => percentile(run.frameIntervals, 95), 1],
  ['frame interval max (ms)', (run) => Math.max(...run.frameIntervals), 1],
  ['frames while scrolling', (run) => run.frameIntervals.length, 0],
  ['long tasks while scrolling', (run) => run.longTasks, 0],
];

function printTable(runs: ListRun[]) {
  console.log(
    `\nA client's task list, ${taskCount.toLocaleString('en-US')} tasks, ${viewport.width} × ${viewport.height}, ` +
      `scrolled at ${pixelsPerSecond.toLocaleString('en-US')} px/s` +
      `${cpuSlowdown > 1 ? `, CPU ${cpuSlowdown} times slower` : ''}\n`,
  );
  console.log(
    `${''.padEnd(38)}${runs.map((_, i) => `run ${i + 1}`.padStart(8)).join('')}${'median'.padStart(8)}`,
  );
  for (const [label, read, decimals] of rows) {
    const cell = (value: number) =>
      value
        .toLocaleString('en-US', { maximumFractionDigits: decimals, minimumFractionDigits: decimals })
        .padStart(8);
    const values = runs.map(read);
    console.log(`${label.padEnd(38)}${values.map(cell).join('')}${cell(median(values))}`);
  }
}

const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-lists-'));
try {
  // Seeded before the server starts: the embedded database admits one process at a time.
  const database = await openPglite({ dataDir: join(dataDir, 'db') });
  await database.migrate();
  const { account, lastTitle } = await seedClientWithTasks(database, taskCount);
  await database.close();

  const server = await startServer({
    port: await freePort(),
    dataDir,
    env: { NODE_ENV: 'production', AUTH_SECRET: randomBytes(32).toString('hex') },
  });
  const browser = await chromium.launch(e2eConfig.use?.launchOptions);
  try {
    const context = await browser.newContext({ viewport });
    const signedIn = await context.request.post(`${server.origin}/api/auth/sign-in/email`, {
      data: account,
      headers: { origin: server.origin },
    });
    if (!signedIn.ok()) throw new Error(`Signing in answered ${signedIn.status()}`);
    const runs: ListRun[] = [];
    for (let run = 1; run <= RUNS; run++) {
      runs.push(await measureList(context, server.origin, { lastTitle, pixelsPerSecond, cpuSlowdown }));
      console.log(`run ${run} of ${RUNS} done`);
    }
    printTable(runs);
  } finally {
    await browser.close();
    await server.kill('SIGTERM');
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
