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

// A client who referred hundreds of businesses: Refer & Earn renders only the referrals near the screen,
// yet every one is reached by scrolling and by the keyboard, and the form beside them still works, on a
// desktop and on a phone.

const REFERRALS = 300;
let server: LongListServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startLongListServer('referrals', REFERRALS);
});

test.afterAll(async () => {
  await server?.stop();
});

const list = (page: Page) => page.getByRole('list', { name: 'Your referrals' });
const rows = (page: Page) => list(page).getByRole('listitem');
const referral = (page: Page, name: string) => rows(page).filter({ hasText: name });

async function openReferrals(page: Page) {
  await page.goto('/dashboard/refer');
  await expect(page.getByRole('heading', { name: 'Refer & Earn', level: 1 })).toBeVisible();
}

test('only the referrals near the screen are rendered, and scrolling reaches the oldest', async ({
  browser,
}) => {
  const page = await server.clientPage(browser);
  await openReferrals(page);
  // The totals count every referral, not the rendered ones: a quarter of them approved, $200 each.
  await expect(page.getByRole('region', { name: 'Approved', exact: true })).toContainText(
    String(REFERRALS / 4),
  );
  await expect(referral(page, server.firstText)).toBeVisible();
  const rendered = await rows(page).count();
  expect(rendered).toBeGreaterThan(2);
  expect(rendered).toBeLessThanOrEqual(MOST_ROWS_RENDERED);
  await expect(rows(page).first()).toHaveAttribute('aria-setsize', String(REFERRALS));
  await expectStacked(rows(page), 0);
  await expectAccessible(page);

  const last = referral(page, server.lastText);
  await pressEndUntilInView(page, last);
  await expect(last).toContainText(`${server.lastText}`);
  await expect(referral(page, server.firstText)).toHaveCount(0);
  expect(await rows(page).count()).toBeLessThanOrEqual(MOST_ROWS_RENDERED);
  await expectStacked(rows(page), 0);
  await page.context().close();
});

test('the keyboard scrolls through the list, and Tab from the form still reaches the page after it', async ({
  browser,
}) => {
  const page = await server.clientPage(browser);
  await openReferrals(page);
  // The rows hold no controls: Tab goes from the form's button past the whole list, to the end of the page.
  await page.getByRole('button', { name: 'Submit Referral' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Submit Referral' })).not.toBeFocused();
  // Page Down, as a keyboard user reads on, brings later referrals in and renders a bounded number.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let press = 0; press < 12; press++) await page.keyboard.press('PageDown');
  await expect(referral(page, server.firstText)).toHaveCount(0);
  // Page Down scrolls smoothly: the presses return while the page is still on its way down, so the list
  // is read where the scroll comes to rest.
  await expect
    .poll(() =>
      rows(page)
        .first()
        .evaluate((element) => Number(element.getAttribute('aria-posinset'))),
    )
    .toBeGreaterThan(20);
  expect(await rows(page).count()).toBeLessThanOrEqual(MOST_ROWS_RENDERED);
  await page.context().close();
});

test('a new referral appears first, live, above hundreds', async ({ browser }) => {
  const page = await server.clientPage(browser);
  await openReferrals(page);
  await page.getByLabel('Contact name').fill('Newest Neighbour');
  await page.getByLabel('Contact email').fill('newest@neighbour.example');
  await page.getByRole('button', { name: 'Submit Referral' }).click();
  await expect(rows(page).first()).toContainText('Newest Neighbour');
  await expect(rows(page).first()).toHaveAttribute('aria-setsize', String(REFERRALS + 1));
  await expectStacked(rows(page), 0);
  await page.context().close();
});

test('at 375 px the referrals fit the screen and stack without overlapping in the middle of the list', async ({
  browser,
}) => {
  const page = await server.clientPage(browser, phone);
  await openReferrals(page);
  for (let step = 0; step < 20; step++) await page.mouse.wheel(0, 1_500);
  await expect(referral(page, server.firstText)).toHaveCount(0);
  await expectStacked(rows(page), 0);
  expect(await rows(page).count()).toBeLessThanOrEqual(MOST_ROWS_RENDERED);
  await expectNoSidewaysScroll(page);
  await page.context().close();
});
