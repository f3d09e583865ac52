import type { Page } from '@playwright/test';
import type { ClientFile } from '../src/shared/contracts/files';
import { expect, test } from './fixtures';
import {
  expectNoSidewaysScroll,
  expectStacked,
  type LongListServer,
  MOST_ROWS_RENDERED,
  phone,
  pressEndUntilInView,
  startLongListServer,
} from './long-list-server';
import { expectAccessible } from './support';

// A client with hundreds of shared files: Reports & Assets renders only the rows near the screen, yet
// every file is reached by scrolling, by a shared link and by the keyboard, on a desktop and on a phone.

const FILES = 300;
let server: LongListServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startLongListServer('files', FILES);
});

test.afterAll(async () => {
  await server?.stop();
});

const list = (page: Page) => page.getByRole('list', { name: 'Your files' });
const rows = (page: Page) => list(page).getByRole('article');
const row = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function openFiles(page: Page, path = '/dashboard/reports') {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Reports & Assets', level: 1 })).toBeVisible();
}

test('only the rows near the screen are rendered, and scrolling reaches the oldest file', async ({
  browser,
}) => {
  const page = await server.clientPage(browser);
  await openFiles(page);
  await expect(row(page, server.firstText)).toBeInViewport();
  const rendered = await rows(page).count();
  expect(rendered).toBeGreaterThan(2);
  expect(rendered).toBeLessThanOrEqual(MOST_ROWS_RENDERED);
  // A screen reader still hears how many files there are.
  await expect(list(page).getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(FILES));
  // The rows touch, a line between each, as before the list was virtual.
  await expectStacked(list(page).getByRole('listitem'), 0);
  await expectAccessible(page);

  const last = row(page, server.lastText);
  await pressEndUntilInView(page, last);
  await expect(row(page, server.firstText)).toHaveCount(0);
  expect(await rows(page).count()).toBeLessThanOrEqual(MOST_ROWS_RENDERED);
  await expectStacked(list(page).getByRole('listitem'), 0);
  await page.context().close();
});

test('a shared link to an old file scrolls to it, marks it and puts focus on it', async ({ browser }) => {
  const page = await server.clientPage(browser);
  const answer = await page.request.get('/api/files');
  const files = ((await answer.json()) as { files: ClientFile[] }).files;
  expect(files).toHaveLength(FILES);
  const old = files[FILES - 3] as ClientFile;
  await openFiles(page, `/dashboard/reports?file=${old.id}`);
  const shared = list(page)
    .getByRole('listitem')
    .filter({ has: row(page, old.name) });
  await expect(shared.getByText('Shared link')).toBeVisible();
  await expect(shared).toBeInViewport();
  await expect(shared).toBeFocused();
  // Its top comes to rest below the sticky top bar, not under it.
  await expect(async () => {
    const box = await shared.boundingBox();
    const bar = await page.getByRole('banner').boundingBox();
    expect(box && bar && box.y >= bar.y + bar.height).toBe(true);
  }).toPass();
  await expect(row(page, server.firstText)).toHaveCount(0);
  await page.context().close();
});

test('Tab walks through the rows beyond the first screen, keeping each in view', async ({ browser }) => {
  const page = await server.clientPage(browser);
  await openFiles(page);
  const first = row(page, server.firstText);
  await first.getByRole('button', { name: /^Download/ }).focus();
  const firstRendered = await rows(page).count();
  // Each row has two controls (Download, View): this walks past the first rows rendered.
  for (let press = 0; press < 2 * firstRendered + 4; press++) await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toBeInViewport();
  const place = await focused.evaluate((element) =>
    Number(element.closest('li[aria-posinset]')?.getAttribute('aria-posinset')),
  );
  expect(place).toBeGreaterThan(firstRendered + 1);
  // Shift+Tab walks back up the same way.
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator(':focus')).toBeInViewport();
  await page.context().close();
});

test('at 375 px the rows fit the screen and stack without overlapping in the middle of the list', async ({
  browser,
}) => {
  const page = await server.clientPage(browser, phone);
  await openFiles(page);
  await expect(row(page, server.firstText)).toBeInViewport();
  for (let step = 0; step < 20; step++) await page.mouse.wheel(0, 1_500);
  await expect(row(page, server.firstText)).toHaveCount(0);
  await expectStacked(list(page).getByRole('listitem'), 0);
  expect(await rows(page).count()).toBeLessThanOrEqual(MOST_ROWS_RENDERED);
  await expectNoSidewaysScroll(page);
  await page.context().close();
});
