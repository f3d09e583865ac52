import type { APIRequestContext, Page } from '@playwright/test';
import { TASK_ACTIVITY_PAGE_SIZE } from '../src/shared/domain/task-activity';
import { taskMessages } from '../src/shared/domain/task-messages';
import { expect, test } from './fixtures';
import { expectAccessible, newClient, signIn } from './support';

const SHOTS = 'test-results/shots';

async function comment(request: APIRequestContext, taskId: string, content: string) {
  const sent = await request.post(`/api/tasks/${taskId}/comments`, { data: { content } });
  expect(sent.status()).toBe(201);
}

const thread = (page: Page, title: string) =>
  page.getByRole('article', { name: title }).getByRole('region', { name: 'Task activity' });

test("a long thread opens on its newest entries, 'Show older' brings the rest, and a new comment still arrives live", async ({
  page: admin,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(admin, 'admin');
  const client = await newClient(browser, admin, { name: 'Long Thread' });
  const title = `Quarterly content plan ${Date.now()}`;
  const created = await admin.request.post('/api/admin/tasks', { data: { title, clientId: client.id } });
  expect(created.status()).toBe(201);
  const { id: taskId } = (await created.json()) as { id: string };
  // 55 entries: the task's creation, 29 notes from the team and 25 from the client (each person may add
  // 30 comments a minute), so the newest page leaves the first five out.
  for (let i = 1; i <= 29; i += 1) await comment(admin.request, taskId, `Team note ${i}`);
  for (let i = 1; i <= 25; i += 1) await comment(client.page.request, taskId, `Client note ${i}`);
  // The five left out: the creation and the first four team notes.
  const hidden = 55 - TASK_ACTIVITY_PAGE_SIZE;
  const lastHidden = `Team note ${hidden - 1}`;

  const page = client.page;
  await page.goto('/dashboard/tasks');
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'View Activity' }).click();
  const entries = thread(page, title).getByRole('listitem');
  await expect(entries).toHaveCount(TASK_ACTIVITY_PAGE_SIZE);
  // The newest entry is in view at the bottom; the oldest ones are not loaded yet.
  await expect(thread(page, title).getByText('Client note 25', { exact: true })).toBeInViewport();
  await expect(thread(page, title).getByText(lastHidden, { exact: true })).toHaveCount(0);
  await expect(thread(page, title).getByText(/created the task as Pending/)).toHaveCount(0);
  const showOlder = thread(page, title).getByRole('button', { name: taskMessages.showOlder });
  await expect(showOlder).toBeVisible();
  await expectAccessible(page);

  await showOlder.click();
  await expect(entries).toHaveCount(55);
  await expect(showOlder).toBeHidden();
  // Oldest first, each once: the creation, the team's notes, then the client's.
  await expect(entries.first()).toContainText('created the task as Pending');
  await expect(entries.nth(1)).toContainText('Team note 1');
  await expect(entries.nth(hidden - 1)).toContainText(lastHidden);
  await expect(entries.nth(hidden)).toContainText(`Team note ${hidden}`);
  await expect(entries.last()).toContainText('Client note 25');
  await page.screenshot({ path: `${SHOTS}/task-thread-older-desktop.png` });

  // A comment from the team arrives live, after everything already read, and nothing read is lost.
  await comment(admin.request, taskId, 'Team note, live');
  await expect(entries).toHaveCount(56);
  await expect(entries.last()).toContainText('Team note, live');
  await expect(entries.first()).toContainText('created the task as Pending');

  // On a phone the thread opens the same way, its control within the width.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'View Activity' }).click();
  await expect(entries).toHaveCount(TASK_ACTIVITY_PAGE_SIZE);
  await expect(showOlder).toBeVisible();
  await showOlder.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/task-thread-older-phone.png` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
