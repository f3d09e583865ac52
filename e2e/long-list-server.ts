import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { type ListPage, type SeededClient, seedClientWithList } from '../scripts/bench-lists/seed';
import { freePort } from '../scripts/reliability/free-port';
import { startServer } from '../scripts/reliability/server-process';
import { openPglite } from '../src/server/db/connection';
import { test } from './fixtures';

// The long-list journeys need one client with hundreds of files, updates or referrals. The product takes
// those from people a few at a time (uploads and referrals are rate limited), so each of those specs seeds
// its own database with real rows through the product's factories, `npm run bench:lists`'s seed, then
// starts the built server on it, beside the worker's own server that the other journeys use.

/** freePort's range, shared out between the workers (below). */
const LONG_LIST_PORTS = { from: 3400, count: 100 };

/**
 * A free port from this worker's share of the range: the workers probe different ports, so two of them
 * starting a long-list server at once never both find one port free before either listens on it.
 */
function workerFreePort() {
  const { parallelIndex, config } = test.info();
  const share = Math.floor(LONG_LIST_PORTS.count / config.workers);
  const from = LONG_LIST_PORTS.from + parallelIndex * share;
  return freePort(from, from + share - 1);
}

export const desktop = { width: 1280, height: 900 };
export const phone = { width: 375, height: 812 };
/** Rows in the document at any time: a screen of them and a few each side, far below the hundreds. */
export const MOST_ROWS_RENDERED = 30;

export type LongListServer = SeededClient & {
  origin: string;
  count: number;
  /** A signed-in client's page at that width, on the seeded server. */
  clientPage(browser: Browser, viewport?: { width: number; height: number }): Promise<Page>;
  stop(): Promise<void>;
};

export async function startLongListServer(list: ListPage, count: number): Promise<LongListServer> {
  const dataDir = await mkdtemp(join(tmpdir(), `portal-e2e-${list}-`));
  // Seeded before the server starts: the embedded database admits one process at a time.
  const database = await openPglite({ dataDir: join(dataDir, 'db') });
  await database.migrate();
  const seeded = await seedClientWithList(database, list, count);
  await database.close();
  const server = await startServer({
    port: await workerFreePort(),
    dataDir,
    env: { NODE_ENV: 'production', AUTH_SECRET: randomBytes(32).toString('hex') },
  });
  return {
    ...seeded,
    origin: server.origin,
    count,
    async clientPage(browser, viewport = desktop) {
      const page = await (await browser.newContext({ viewport, baseURL: server.origin })).newPage();
      await page.goto('/login');
      await page.getByLabel('Email').fill(seeded.account.email);
      await page.getByLabel('Password', { exact: true }).fill(seeded.account.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      return page;
    },
    async stop() {
      await server.kill('SIGTERM');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The rows' boxes, and the space between each and the next: none overlaps another. Rows just scrolled to
 * are measured and moved into place a frame later, so the check waits for the list to settle.
 */
export async function expectStacked(rows: Locator, gap: number) {
  await expect(async () => {
    const gaps = await rows.evaluateAll((elements) =>
      elements
        .map((element) => element.getBoundingClientRect())
        .slice(1)
        .map((box, i) => box.top - (elements[i] as Element).getBoundingClientRect().bottom),
    );
    expect(gaps.length).toBeGreaterThan(0);
    // Within a pixel's rounding.
    for (const space of gaps) expect(Math.abs(space - gap)).toBeLessThanOrEqual(1);
  }).toPass({ timeout: 5_000 });
}

/** End scrolls to the bottom; as the rows on the way are measured the list may grow, so press it again. */
export async function pressEndUntilInView(page: Page, last: Locator) {
  await expect(async () => {
    await page.keyboard.press('End');
    await expect(last).toBeInViewport({ timeout: 1_000 });
  }).toPass();
}

/** The page scrolls down, not sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}
