import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support';

/** Resolves with the first GET of `path` the page makes from now on. */
const nextGet = (page: Page, path: string) =>
  page.waitForRequest((request) => request.method() === 'GET' && new URL(request.url()).pathname === path);

test("resting on a sidebar link fetches that page's data before the click", async ({ page }) => {
  await signIn(page, 'admin');
  const nav = page.getByRole('navigation', { name: 'Admin' });

  // The pointer rests on Messages: the inbox is asked for while nothing has been clicked. On a busy
  // machine the pointer may arrive before the page is ready for it, so it leaves and rests again until
  // the inbox has been asked for.
  let inboxAsked = false;
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/admin/chat')
      inboxAsked = true;
  });
  const messagesLink = nav.getByRole('link', { name: 'Messages' });
  await expect(async () => {
    await page.mouse.move(0, 0);
    await messagesLink.hover();
    expect(inboxAsked).toBe(true);
  }).toPass({ intervals: [500, 1_000, 2_000], timeout: 15_000 });
  await expect(page).toHaveURL(/\/admin$/);

  await nav.getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
});

test("keyboard focus on a sidebar link fetches that page's data too", async ({ page }) => {
  await signIn(page, 'client');
  const nav = page.getByRole('navigation', { name: 'Dashboard' });

  const tasks = nextGet(page, '/api/tasks');
  await nav.getByRole('link', { name: 'Tasks', exact: true }).focus();
  await tasks;
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
});
