import type { Browser, Page } from '@playwright/test';
import type { Task } from '../src/shared/contracts/tasks';
import { expect, test } from './fixtures';
import { expectAccessible, newClient, signIn } from './support';

// A client with hundreds of tasks: the Tasks page renders only the cards near the screen, yet every task
// is reached by scrolling, by a link and by the keyboard, on a desktop and on a phone.

const TASKS = 300;
/** Cards in the document at any time: a screen of them and a few each side, far below the 300. */
const MOST_CARDS_RENDERED = 20;
const desktop = { width: 1280, height: 900 };
/** How many times slower than this machine the browser's CPU runs where a journey must hold on a slow phone. */
const SLOW_PHONE_CPU = 6;
const phone = { width: 375, height: 812 };

/** The client's account and its tasks as the page lists them, newest first. */
let client: { id: string; company: string; email: string; password: string };
let tasks: Task[] = [];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin');
  const created = await newClient(browser, admin, { name: 'Long List' });
  client = created;
  const stamp = Date.now().toString(36);
  // Ten at a time: the server takes them in turn anyway, and the run stays short.
  for (let first = 1; first <= TASKS; first += 10) {
    await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const title = `Long list task ${first + i} ${stamp}`;
        const answer = await admin.request.post('/api/admin/tasks', {
          data: { title, clientId: created.id, description: 'Check the numbers against last month.' },
        });
        expect(answer.status()).toBe(201);
      }),
    );
  }
  const listed = await created.page.request.get('/api/tasks');
  tasks = ((await listed.json()) as { tasks: Task[] }).tasks;
  expect(tasks).toHaveLength(TASKS);
  await created.context.close();
  await admin.context().close();
});

// The journeys after this one find the demo's tasks on the Tasks Manager's first page: the client goes,
// and its 300 tasks with it.
test.afterAll(async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin');
  const deleted = await admin.request.delete(`/api/admin/clients/${client.id}`, {
    data: { confirmation: client.company },
  });
  expect(deleted.status()).toBe(200);
  await admin.context().close();
});

async function clientPage(browser: Browser, viewport = desktop) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(client.email);
  await page.getByLabel('Password', { exact: true }).fill(client.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const card = (page: Page, task: Task) => page.getByRole('article', { name: task.title });
const nth = (index: number) => tasks[index] as Task;

/**
 * Every card in the document, and the space between each and the next: none overlaps another. Cards a
 * scroll has just rendered stand at an estimated height until the list has measured them, a frame or two
 * later, so the gaps are read again until the list has settled.
 */
async function expectNoOverlap(page: Page) {
  const gapsOffTheGrid = () =>
    cards(page).evaluateAll((articles) => {
      const gaps = articles
        .map((article) => article.getBoundingClientRect())
        .slice(1)
        .map((box, i) => box.top - (articles[i] as Element).getBoundingClientRect().bottom);
      // Tailwind's gap-4 between cards, as before the list was virtual (within a pixel's rounding).
      return gaps.length > 0 ? gaps.filter((gap) => Math.abs(gap - 16) > 1) : null;
    });
  await expect.poll(gapsOffTheGrid).toEqual([]);
}

test('only the cards near the screen are rendered, and scrolling reaches the oldest task', async ({
  browser,
}) => {
  const page = await clientPage(browser);
  await page.goto('/dashboard/tasks');
  await expect(card(page, nth(0))).toBeInViewport();
  const rendered = await cards(page).count();
  expect(rendered).toBeGreaterThan(2);
  expect(rendered).toBeLessThanOrEqual(MOST_CARDS_RENDERED);
  // A screen reader still hears how many tasks there are.
  await expect(page.getByRole('list', { name: 'Tasks' }).getByRole('listitem').first()).toHaveAttribute(
    'aria-setsize',
    String(TASKS),
  );
  await expectNoOverlap(page);
  await expectAccessible(page);

  // End scrolls to the bottom; as the cards on the way are measured the list may grow, so press it again
  // until the last task shows.
  const last = card(page, nth(TASKS - 1));
  await expect(async () => {
    await page.keyboard.press('End');
    await expect(last).toBeInViewport({ timeout: 1_000 });
  }).toPass();
  await expect(cards(page).first()).not.toHaveAccessibleName(nth(0).title);
  expect(await cards(page).count()).toBeLessThanOrEqual(MOST_CARDS_RENDERED);
  await expectNoOverlap(page);
  await page.context().close();
});

test('a link to an old task opens its thread in view, and the thread keeps a draft while scrolled away', async ({
  browser,
}) => {
  const page = await clientPage(browser);
  // On a CPU as slow as a cheap phone's, where the router's scroll restore once landed after the list's
  // scroll and threw the page back to the top.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE_CPU });
  const old = nth(TASKS - 3);
  await page.goto(`/dashboard/tasks?task=${old.id}`);
  const linked = card(page, old);
  const thread = linked.getByRole('region', { name: 'Task activity' });
  await expect(thread).toBeVisible();
  await expect(linked).toBeInViewport();
  await expect(linked).toBeFocused();
  // Its top comes to rest below the sticky top bar, not under it.
  await expect(async () => {
    const box = await linked.boundingBox();
    const bar = await page.getByRole('banner').boundingBox();
    expect(box && bar && box.y >= bar.y + bar.height).toBe(true);
  }).toPass();
  await expect(card(page, nth(0))).toHaveCount(0);

  // A comment being written survives scrolling to the top of the list and back (focus elsewhere).
  const draft = 'Half-written comment about the numbers';
  const comment = thread.getByLabel('Add a comment');
  await comment.fill(draft);
  await comment.blur();
  const there = await page.evaluate(() => window.scrollY);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(card(page, nth(0))).toBeInViewport();
  await page.evaluate((y) => window.scrollTo(0, y), there);
  await expect(linked).toBeInViewport();
  await expect(comment).toHaveValue(draft);
  await page.context().close();
});

test('Tab walks through the cards beyond the first screen, keeping each in view', async ({ browser }) => {
  const page = await clientPage(browser);
  await page.goto('/dashboard/tasks');
  const firstButton = card(page, nth(0)).getByRole('button', { name: 'View Activity' });
  await firstButton.focus();
  const firstRendered = await cards(page).count();
  // Each new task has two buttons (Start Task, View Activity): this walks past the first cards rendered.
  for (let press = 0; press < 2 * firstRendered + 4; press++) await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toBeInViewport();
  const place = await focused.evaluate((element) =>
    Number(element.closest('li')?.getAttribute('aria-posinset')),
  );
  expect(place).toBeGreaterThan(firstRendered + 1);
  await page.context().close();
});

test('at 375 px the cards fit the screen and stack without overlapping in the middle of the list', async ({
  browser,
}) => {
  const page = await clientPage(browser, phone);
  await page.goto('/dashboard/tasks');
  await expect(card(page, nth(0))).toBeInViewport();
  for (let step = 0; step < 20; step++) await page.mouse.wheel(0, 1_500);
  const middle = cards(page).first();
  await expect(middle).not.toHaveAccessibleName(nth(0).title);
  await expectNoOverlap(page);
  expect(await cards(page).count()).toBeLessThanOrEqual(MOST_CARDS_RENDERED);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await page.context().close();
});
