import type { Page } from '@playwright/test';
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

// A client with hundreds of project updates: the Updates timeline renders only the updates near the
// screen, yet every update is reached by scrolling and by the keyboard, on a desktop and on a phone.

const UPDATES = 300;
/** Tailwind's space-y-6 between updates, as before the timeline was virtual. */
const GAP = 24;
let server: LongListServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startLongListServer('updates', UPDATES);
});

test.afterAll(async () => {
  await server?.stop();
});

const timeline = (page: Page) => page.getByRole('list', { name: 'Project updates' });
const updates = (page: Page) => timeline(page).getByRole('article');
const update = (page: Page, text: string) => timeline(page).getByText(text, { exact: true });

async function openUpdates(page: Page) {
  await page.goto('/dashboard/updates');
  await expect(page.getByRole('heading', { name: 'Updates', level: 1 })).toBeVisible();
}

test('only the updates near the screen are rendered, and scrolling reaches the oldest', async ({
  browser,
}) => {
  const page = await server.clientPage(browser);
  await openUpdates(page);
  await expect(update(page, server.firstText)).toBeInViewport();
  const rendered = await updates(page).count();
  expect(rendered).toBeGreaterThan(2);
  expect(rendered).toBeLessThanOrEqual(MOST_ROWS_RENDERED);
  // A screen reader still hears how many updates there are.
  await expect(timeline(page).getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(UPDATES));
  await expectStacked(updates(page), GAP);
  // Each update keeps its dot on the timeline's line.
  const line = await timeline(page).evaluate(
    (list) => (list.parentElement as Element).getBoundingClientRect().left,
  );
  const dot = await updates(page)
    .first()
    .evaluate((article) => (article.previousElementSibling as Element).getBoundingClientRect());
  expect(Math.abs(dot.left + dot.width / 2 - line)).toBeLessThanOrEqual(2);
  await expectAccessible(page);

  const last = update(page, server.lastText);
  await pressEndUntilInView(page, last);
  await expect(update(page, server.firstText)).toHaveCount(0);
  expect(await updates(page).count()).toBeLessThanOrEqual(MOST_ROWS_RENDERED);
  await expectStacked(updates(page), GAP);
  await page.context().close();
});

test('Tab walks through the attachments beyond the first screen, keeping each in view', async ({
  browser,
}) => {
  const page = await server.clientPage(browser);
  await openUpdates(page);
  const downloads = timeline(page).getByRole('link', { name: /^Download / });
  await downloads.first().focus();
  const firstRendered = await updates(page).count();
  // One update in five has a PDF to download: this walks past the first updates rendered.
  for (let press = 0; press < Math.ceil(firstRendered / 5) + 4; press++) await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toBeInViewport();
  const place = await focused.evaluate((element) =>
    Number(element.closest('li[aria-posinset]')?.getAttribute('aria-posinset')),
  );
  expect(place).toBeGreaterThan(firstRendered + 1);
  await page.context().close();
});

test('Tab from the last file rendered reaches the next one, even before the window has scrolled', async ({
  browser,
}) => {
  const page = await server.clientPage(browser);
  await openUpdates(page);
  const downloads = timeline(page).getByRole('link', { name: /^Download / });
  await expect(downloads.first()).toBeVisible();
  // Focused without scrolling: the updates after it are not rendered by the window, only by the focus.
  const lastPlace = await downloads.last().evaluate((link) => {
    (link as HTMLElement).focus({ preventScroll: true });
    return Number(link.closest('li[aria-posinset]')?.getAttribute('aria-posinset'));
  });
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAccessibleName(/^Download Weekly report/);
  await expect(focused).toBeInViewport();
  // One update in five has a file: the next one is five places on.
  const place = await focused.evaluate((element) =>
    Number(element.closest('li[aria-posinset]')?.getAttribute('aria-posinset')),
  );
  expect(place).toBe(lastPlace + 5);
  await page.context().close();
});

test('at 375 px the updates fit the screen and stack without overlapping in the middle of the list', async ({
  browser,
}) => {
  const page = await server.clientPage(browser, phone);
  await openUpdates(page);
  await expect(update(page, server.firstText)).toBeInViewport();
  for (let step = 0; step < 20; step++) await page.mouse.wheel(0, 1_500);
  await expect(update(page, server.firstText)).toHaveCount(0);
  await expectStacked(updates(page), GAP);
  expect(await updates(page).count()).toBeLessThanOrEqual(MOST_ROWS_RENDERED);
  await expectNoSidewaysScroll(page);
  await page.context().close();
});
