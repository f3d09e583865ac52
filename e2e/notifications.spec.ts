import type { Page } from '@playwright/test';
import { notificationMessages, notificationTitles } from '../src/shared/domain/notifications';
import { expect, test } from './fixtures';
import { expectAccessible, newClient, signIn, toast } from './support';

const SHOTS = 'test-results/shots';
const desktop = { width: 1280, height: 900 };

/** The top bar's bell; its name carries the badge's text ('Notifications, 2 unread', '9+' past nine). */
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('dialog', { name: notificationMessages.heading });
const item = (page: Page, title: string) => panel(page).getByRole('listitem').filter({ hasText: title });
const unreadName = (badge: number | '9+') => `Notifications, ${badge} unread`;

async function createTask(admin: Page, clientId: string, title: string) {
  const created = await admin.request.post('/api/admin/tasks', { data: { title, clientId } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test('the bell tells each side of a review live and opens the task it is about', async ({ browser }) => {
  // Two signed-in browsers, a registration, two axe runs and a page of tasks created for paging.
  test.setTimeout(180_000);
  const admin = await (await browser.newContext({ viewport: desktop })).newPage();
  await signIn(admin, 'admin');
  // A client of its own, so its bell starts empty.
  const client = await newClient(browser, admin, { name: 'Heron Bakery' });
  const title = `Approve the spring menu ${Date.now()}`;

  // A new client's bell is empty: no badge, nothing to mark, and the panel says so.
  await expect(bell(client.page)).toHaveAccessibleName('Notifications');
  await bell(client.page).click();
  await expect(panel(client.page).getByText(notificationMessages.empty)).toBeVisible();
  await expect(panel(client.page).getByText(notificationMessages.emptyHint)).toBeVisible();
  await client.page.screenshot({ path: `${SHOTS}/notifications-empty-1280.png` });
  await expect(
    panel(client.page).getByRole('button', { name: notificationMessages.markAllRead }),
  ).toBeDisabled();
  await client.page.keyboard.press('Escape');
  await expect(panel(client.page)).toBeHidden();
  await expect(bell(client.page)).toBeFocused();

  // The team gives the client a task: the open dashboard's bell counts it without a reload.
  await admin.request.post('/api/notifications/read-all');
  await expect(bell(admin)).toHaveAccessibleName('Notifications');
  const taskId = await createTask(admin, client.id, title);
  await expect(bell(client.page)).toHaveAccessibleName(unreadName(1));
  await expect(bell(client.page)).toHaveText('1');

  // 'Mark all as read': a refusal says so and keeps the count; the next try clears it.
  await bell(client.page).click();
  const assigned = item(client.page, notificationTitles.taskAssigned(title));
  await expect(assigned).toContainText('Just now');
  await expect(assigned.getByRole('button')).toHaveAccessibleName(/^Unread: /);
  const markAll = panel(client.page).getByRole('button', { name: notificationMessages.markAllRead });
  await client.page.route('**/api/notifications/read-all', (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'internal', message: 'Unavailable' } } }),
  );
  await markAll.click();
  await expect(toast(client.page, notificationMessages.markFailed)).toBeVisible();
  await expect(bell(client.page)).toHaveAccessibleName(unreadName(1));
  await client.page.unroute('**/api/notifications/read-all');
  await markAll.click();
  await expect(bell(client.page)).toHaveAccessibleName('Notifications');
  await expect(markAll).toBeDisabled();
  await expect(assigned.getByRole('button')).not.toHaveAccessibleName(/^Unread: /);
  await client.page.keyboard.press('Escape');

  // The client starts the task and submits it for review; the admin's bell counts the submission.
  await client.page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Tasks', exact: true })
    .click();
  const clientCard = client.page.getByRole('article', { name: title });
  await clientCard.getByRole('button', { name: 'Start Task' }).click();
  await expect(clientCard.getByText('In Progress', { exact: true })).toBeVisible();
  await clientCard.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(clientCard.getByText('Pending Review', { exact: true })).toBeVisible();
  await expect(bell(admin)).toHaveAccessibleName(unreadName(1));

  // The admin opens it from the bell: the Tasks Manager shows that task with its thread open.
  await bell(admin).click();
  const submitted = item(admin, notificationTitles.taskSubmitted(client.company, title));
  await expect(submitted).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/notifications-admin-1280.png` });
  await submitted.getByRole('button').click();
  await expect(admin).toHaveURL(`/admin/tasks?task=${taskId}`);
  await expect(panel(admin)).toBeHidden();
  const adminCard = admin.getByRole('article', { name: title });
  await expect(adminCard.getByRole('region', { name: 'Task activity' })).toBeVisible();
  await expect(adminCard).toBeFocused();
  await expect(adminCard).toBeInViewport();
  await expect(bell(admin)).toHaveAccessibleName('Notifications');

  // The client moves on to the overview; the team asks for changes and comments.
  await client.page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Overview', exact: true })
    .click();
  await expect(client.page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await adminCard.getByRole('button', { name: 'Request Changes' }).click();
  await expect(toast(admin, 'Task updated successfully')).toBeVisible();

  // The client's open page hears of it live: one unread, then a second with the comment's words.
  await expect(bell(client.page)).toHaveAccessibleName(unreadName(1));
  const comment = 'The menu needs the new seasonal prices before we can approve it; the layout is great.';
  const commented = await admin.request.post(`/api/tasks/${taskId}/comments`, { data: { content: comment } });
  expect(commented.status()).toBe(201);
  await expect(bell(client.page)).toHaveAccessibleName(unreadName(2));

  await bell(client.page).click();
  const entries = panel(client.page).getByRole('listitem');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText(notificationTitles.teamComment(title));
  await expect(entries.nth(0)).toContainText(comment);
  await expect(entries.nth(1)).toContainText(notificationTitles.taskChangesRequested(title));
  await expect(entries.nth(2)).toContainText(notificationTitles.taskAssigned(title));
  await expectAccessible(client.page);
  await client.page.screenshot({ path: `${SHOTS}/notifications-open-1280.png` });

  // Opening 'Changes requested' goes to that task, open, and the count drops.
  await item(client.page, notificationTitles.taskChangesRequested(title)).getByRole('button').click();
  await expect(client.page).toHaveURL(`/dashboard/tasks?task=${taskId}`);
  await expect(panel(client.page)).toBeHidden();
  await expect(clientCard.getByText('Needs Revision', { exact: true })).toBeVisible();
  await expect(clientCard.getByRole('region', { name: 'Task activity' })).toBeVisible();
  await expect(clientCard).toBeFocused();
  await expect(bell(client.page)).toHaveAccessibleName(unreadName(1));
  await expect(bell(client.page)).toHaveText('1');

  // On a phone the panel spans the screen, scrolls inside, and works from the keyboard.
  await client.page.setViewportSize({ width: 375, height: 812 });
  await bell(client.page).focus();
  await client.page.keyboard.press('Enter');
  await expect(panel(client.page)).toBeFocused();
  const box = await panel(client.page).boundingBox();
  expect(box).not.toBeNull();
  if (box) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.width).toBeGreaterThan(340);
  }
  await client.page.keyboard.press('Tab');
  await expect(
    panel(client.page).getByRole('button', { name: notificationMessages.markAllRead }),
  ).toBeFocused();
  await client.page.keyboard.press('Tab');
  await expect(entries.nth(0).getByRole('button')).toBeFocused();
  await client.page.screenshot({ path: `${SHOTS}/notifications-open-375.png` });
  await client.page.keyboard.press('Escape');
  await expect(bell(client.page)).toBeFocused();
  await expectAccessible(client.page);

  // A long list: the badge stops at 9+, a page holds 20 and 'Show older' brings the rest.
  for (let i = 1; i <= 20; i += 1) await createTask(admin, client.id, `Batch task ${i} ${title}`);
  await expect(bell(client.page)).toHaveAccessibleName(unreadName('9+'));
  await expect(bell(client.page)).toHaveText('9+');
  await bell(client.page).click();
  await expect(entries).toHaveCount(20);
  const scroller = panel(client.page).locator('ul').locator('..');
  expect(await scroller.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await panel(client.page).getByRole('button', { name: notificationMessages.loadMore }).click();
  await expect(entries).toHaveCount(23);
  await expect(entries.last()).toContainText(notificationTitles.taskAssigned(title));
  await expect(panel(client.page).getByRole('button', { name: notificationMessages.loadMore })).toBeHidden();
  await panel(client.page).getByRole('button', { name: notificationMessages.markAllRead }).click();
  await expect(bell(client.page)).toHaveAccessibleName('Notifications');

  await client.page.context().close();
  await admin.context().close();
});

test('a change made while the page loads, before its live stream is open, still reaches the bell', async ({
  browser,
}) => {
  const admin = await (await browser.newContext({ viewport: desktop })).newPage();
  await signIn(admin, 'admin');
  const client = await newClient(browser, admin, { name: 'Plover Studio' });

  // The page's event stream is held until the team has given a task: the bell's first answer, with
  // nothing unread, comes before the change, and the stream opens after it, so no event carries it.
  let openStream = () => {};
  const streamHeld = new Promise<void>((resolve) => {
    openStream = resolve;
  });
  await client.page.route('**/api/events', async (route) => {
    await streamHeld;
    await route.continue();
  });
  await client.page.reload();
  await expect(bell(client.page)).toHaveAccessibleName('Notifications');
  await createTask(admin, client.id, `Send the logo files ${Date.now()}`);
  openStream();
  await expect(bell(client.page)).toHaveAccessibleName(unreadName(1));
});
