// `npm run bench:lists` (after `npm run build`): a client with BENCH_LISTS_ROWS (1,000) rows in one of its
// lists opens that page of the production build in the machine's Chromium (launched as the end-to-end
// tests launch it), at 1280 × 900. BENCH_LISTS_PAGE picks the list: tasks (the default, /dashboard/tasks),
// files (/dashboard/reports), updates (/dashboard/updates) or referrals (/dashboard/refer). Each of 3 runs,
// in a fresh page: from the Overview's sidebar link to the list on screen, a page load of the page to the
// list on screen, the elements in the document, then the whole page scrolled at BENCH_LISTS_SPEED (8,000)
// pixels a second: the frames' intervals and the long tasks (50 ms or more) on the way. Prints each run and
// the median. BENCH_LISTS_CPU_SLOWDOWN=4 runs the page's main thread 4 times slower, as Lighthouse's mobile
// preset does. BENCH_LISTS_TASKS is the older name of BENCH_LISTS_ROWS.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import e2eConfig from '../playwright.config';
import { openPglite } from '../src/server/db/connection';
import { type ListPageView, type ListRun, measureList } from './bench-lists/measure-list';
import { type ListPage, listPages, seedClientWithList } from './bench-lists/seed';
import { freePort } from './reliability/free-port';
import { percentile } from './reliability/percentiles';
import { startServer } from './reliability/server-process';

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
};
const rowCount = positive('BENCH_LISTS_ROWS', positive('BENCH_LISTS_TASKS', 1_000));
const pageName = (process.env.BENCH_LISTS_PAGE ?? 'tasks') as ListPage;
if (!listPages.includes(pageName)) throw new Error(`BENCH_LISTS_PAGE must be one of ${listPages.join(', ')}`);
const pixelsPerSecond = positive('BENCH_LISTS_SPEED', 8_000);
const cpuSlowdown = positive('BENCH_LISTS_CPU_SLOWDOWN', 1);
const RUNS = 3;
const viewport = { width: 1280, height: 900 };

/** Each page: where it is, its heading and sidebar link, its rows, and what a row is called in the table. */
const views: Record<ListPage, ListPageView & { noun: string; title: string }> = {
  tasks: {
    path: '/dashboard/tasks',
    heading: 'Tasks',
    navLabel: 'Tasks',
    rows: 'main article',
    noun: 'tasks',
    title: 'task list',
  },
  files: {
    path: '/dashboard/reports',
    heading: 'Reports & Assets',
    navLabel: 'Reports',
    rows: 'main article',
    noun: 'files',
    title: 'files',
  },
  updates: {
    path: '/dashboard/updates',
    heading: 'Updates',
    navLabel: 'Updates',
    rows: 'main article',
    noun: 'updates',
    title: 'updates',
  },
  referrals: {
    path: '/dashboard/refer',
    heading: 'Refer & Earn',
    navLabel: 'Refer & Earn',
    rows: 'main [aria-label="Your referrals"] li',
    noun: 'referrals',
    title: 'referrals',
  },
};
const view = views[pageName];

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Each row of the table: its label, how to read it off one run, and its decimals. */
const rows: [string, (run: ListRun) => number, number][] = [
  [`Overview → ${view.navLabel}, click to list (ms)`, (run) => run.navigateMs, 0],
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
    `\nA client's ${view.title}, ${rowCount.toLocaleString('en-US')} ${view.noun}, ${view.path}, ${viewport.width} × ${viewport.height}, ` +
      `scrolled at ${pixelsPerSecond.toLocaleString('en-US')} px/s` +
      `${cpuSlowdown > 1 ? `, CPU ${cpuSlowdown} times slower` : ''}\n`,
  );
  console.log(
    `${''.padEnd(46)}${runs.map((_, i) => `run ${i + 1}`.padStart(8)).join('')}${'median'.padStart(8)}`,
  );
  for (const [label, read, decimals] of rows) {
    const cell = (value: number) =>
      value
        .toLocaleString('en-US', { maximumFractionDigits: decimals, minimumFractionDigits: decimals })
        .padStart(8);
    const values = runs.map(read);
    console.log(`${label.padEnd(46)}${values.map(cell).join('')}${cell(median(values))}`);
  }
}

const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-lists-'));
try {
  // Seeded before the server starts: the embedded database admits one process at a time.
  const database = await openPglite({ dataDir: join(dataDir, 'db') });
  await database.migrate();
  const { account, lastText } = await seedClientWithList(database, pageName, rowCount);
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
      runs.push(await measureList(context, server.origin, { view, lastText, pixelsPerSecond, cpuSlowdown }));
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
