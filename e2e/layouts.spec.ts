import type { Browser, Locator, Page, ViewportSize } from '@playwright/test';
import { expect, test } from './fixtures';
import { newClient, registerClient, signIn } from './support';

// Layouts a person sees at a laptop's 1280 × 800 and a small phone's 375 × 667: the messages screen fits
// the window with its reply box in view, a client's page wraps its long lines and shows every tab, a task
// thread's arrows stay beside their sentences, and initials come from a name's first and last words.

const SHOTS = '.tmp/shots-layouts';
const laptop = { width: 1280, height: 800 };
const phone = { width: 375, height: 667 };

async function signedIn(browser: Browser, who: 'admin' | 'client', viewport: ViewportSize) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signIn(page, who);
  return page;
}

const thread = (page: Page) => page.getByRole('log', { name: 'Messages' });
const composer = (page: Page) => page.getByLabel('Message', { exact: true });

/** The window itself does not scroll, either way: what is long scrolls inside the page. */
async function expectWindowFits(page: Page) {
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { down: root.scrollHeight - window.innerHeight, across: root.scrollWidth - window.innerWidth };
  });
  expect(overflow.down).toBeLessThanOrEqual(0);
  expect(overflow.across).toBeLessThanOrEqual(0);
}

/** The page may be taller than the window, never wider. */
async function expectNoSidewaysScroll(page: Page) {
  const across = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(across).toBeLessThanOrEqual(0);
}

/** The reply box and its button are whole on screen, with no scrolling. */
async function expectComposerInView(page: Page) {
  await expect(composer(page)).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Send message' })).toBeInViewport({ ratio: 1 });
}

/** The element scrolls within itself: it holds more than it shows. */
const scrollsInside = (locator: Locator) => locator.evaluate((el) => el.scrollHeight > el.clientHeight + 1);

/** A message of several lines, so that a few of them fill more than a screen. */
const longMessage = (n: number) =>
  `Update ${n}\n${['Line one', 'Line two', 'Line three', 'Line four'].join('\n')}`;

test('Admin Messages fills the window: the thread scrolls, the reply box stays in view', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await signedIn(browser, 'admin', laptop);
  const { context, id, company } = await registerClient(browser, admin, { name: 'Long Thread' });
  await context.close();
  for (let n = 1; n <= 10; n += 1) {
    const sent = await admin.request.post(`/api/admin/chat/${id}/messages`, {
      data: { content: longMessage(n) },
    });
    expect(sent.status()).toBe(201);
  }

  await admin.goto(`/admin/messages?client=${id}`);
  await expect(admin.getByRole('heading', { name: company, level: 2 })).toBeVisible();
  await expect(thread(admin).getByRole('listitem').filter({ hasText: 'Update 10' })).toBeInViewport({
    ratio: 1,
  });
  await expectComposerInView(admin);
  await expectWindowFits(admin);
  expect(await scrollsInside(thread(admin))).toBe(true);
  await admin.screenshot({ path: `${SHOTS}/admin-messages-1280.png` });

  // A reply lands at the bottom of the thread; the box is still there for the next one.
  await composer(admin).fill('Replying from a laptop');
  await composer(admin).press('Enter');
  await expect(
    thread(admin).getByRole('listitem').filter({ hasText: 'Replying from a laptop' }),
  ).toBeInViewport();
  await expectComposerInView(admin);
  await expectWindowFits(admin);

  // A phone: the conversation alone fills the window under the top bar, and scrolls the same way; the
  // newest message stays in view as the window narrows.
  await admin.setViewportSize(phone);
  await expect(
    thread(admin).getByRole('listitem').filter({ hasText: 'Replying from a laptop' }),
  ).toBeInViewport({
    ratio: 1,
  });
  await expectComposerInView(admin);
  await expectWindowFits(admin);
  expect(await scrollsInside(thread(admin))).toBe(true);
  const threadBox = await thread(admin).boundingBox();
  expect(threadBox?.height ?? 0).toBeGreaterThan(250);
  await admin.screenshot({ path: `${SHOTS}/admin-messages-375.png` });

  // Back to the list: it too fits the window and scrolls within itself.
  await admin.getByRole('button', { name: 'All clients' }).click();
  await expect(admin.getByRole('region', { name: 'Clients' })).toBeVisible();
  await expectWindowFits(admin);
  await admin.screenshot({ path: `${SHOTS}/admin-inbox-375.png` });
});

test("a client's Chat page keeps its reply box in view on a phone and a laptop", async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await signedIn(browser, 'admin', laptop);
  const client = await newClient(browser, admin, { name: 'Chat Fit', viewport: phone });
  for (let n = 1; n <= 10; n += 1) {
    const sent = await admin.request.post(`/api/admin/chat/${client.id}/messages`, {
      data: { content: longMessage(n) },
    });
    expect(sent.status()).toBe(201);
  }
  const page = client.page;
  await page.goto('/dashboard/chat');
  await expect(thread(page).getByRole('listitem').filter({ hasText: 'Update 10' })).toBeInViewport();
  await expectComposerInView(page);
  await expectWindowFits(page);
  expect(await scrollsInside(thread(page))).toBe(true);
  await page.screenshot({ path: `${SHOTS}/client-chat-375.png` });

  await composer(page).fill('Sent from my phone');
  await composer(page).press('Enter');
  await expect(thread(page).getByRole('listitem').filter({ hasText: 'Sent from my phone' })).toBeInViewport();
  await expectComposerInView(page);

  await page.setViewportSize(laptop);
  await expectComposerInView(page);
  await expectWindowFits(page);
  await page.screenshot({ path: `${SHOTS}/client-chat-1280.png` });
  await client.context.close();
});

/** The element shows all its text: nothing is cut off at its edge. */
async function expectUncut(locator: Locator) {
  await expect(locator).toBeVisible();
  const cut = await locator.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  expect(cut).toBe(false);
}

/** Every tab is whole on screen and inside its tab row, not hidden past an edge it would scroll to. */
async function expectEveryTabShown(page: Page, names: string[]) {
  const row = page.getByRole('tablist');
  // Below the client's header on a short screen: the page scrolls down to it, as a person would.
  await row.scrollIntoViewIfNeeded();
  const rowBox = await row.boundingBox();
  for (const name of names) {
    const tab = row.getByRole('tab', { name, exact: true });
    await expect(tab).toBeInViewport({ ratio: 1 });
    const box = await tab.boundingBox();
    expect(box && rowBox && box.x >= rowBox.x - 1 && box.x + box.width <= rowBox.x + rowBox.width + 1).toBe(
      true,
    );
  }
}

test("a client's admin page wraps a long email and shows every tab, on a phone and a laptop", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await signedIn(browser, 'admin', phone);
  const { context, id, email } = await registerClient(browser, admin, {
    name: 'Extraordinarily Long Company Name Holdings',
    contactPerson: 'Maximiliana Whitfield-Ortiz',
  });
  await context.close();
  const tabs = ['Tasks', 'Reviews', 'Updates', 'Files', 'Chat', 'Onboarding'];
  for (const viewport of [phone, laptop]) {
    await admin.setViewportSize(viewport);
    await admin.goto(`/admin/client/${id}`);
    await expectUncut(admin.getByText(email));
    await expectUncut(admin.getByText('Maximiliana Whitfield-Ortiz'));
    await expectEveryTabShown(admin, tabs);
    await expectNoSidewaysScroll(admin);
    await admin.screenshot({ path: `${SHOTS}/admin-client-${viewport.width}.png` });
  }
  // The last tab is reached and opened like any other.
  await admin.getByRole('tab', { name: 'Chat', exact: true }).click();
  await expect(thread(admin)).toBeVisible();
});

test("at 375 px a task thread's arrow stays on the first line of its entry", async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await signedIn(browser, 'admin', laptop);
  const client = await newClient(browser, admin, {
    name: 'Arrow Line',
    contactPerson: 'Maximiliana Whitfield-Ortiz',
    viewport: phone,
  });
  const title = `Arrange the spring photo shoot ${Date.now()}`;
  const created = await admin.request.post('/api/admin/tasks', { data: { title, clientId: client.id } });
  expect(created.status()).toBe(201);
  const taskId = ((await created.json()) as { id: string }).id;
  const moved = await client.page.request.post(`/api/tasks/${taskId}/status`, {
    data: { from: 'pending', to: 'in-progress' },
  });
  expect(moved.ok()).toBe(true);

  const page = client.page;
  await page.goto('/dashboard/tasks');
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'View Activity' }).click();
  const entries = card
    .getByRole('region', { name: 'Task activity' })
    .getByRole('listitem')
    .filter({ hasText: /created the task as|moved from/ });
  await expect(entries).toHaveCount(2);
  for (const entry of await entries.all()) {
    const arrow = await entry.locator('svg').first().boundingBox();
    const author = await entry.getByText(/^(You|Morgan Reyes|Maximiliana Whitfield-Ortiz)$/).boundingBox();
    expect(arrow && author).toBeTruthy();
    if (!arrow || !author) continue;
    // Beside the first words, on their line: centred on it and to their left.
    expect(arrow.x + arrow.width).toBeLessThanOrEqual(author.x);
    expect(Math.abs(arrow.y + arrow.height / 2 - (author.y + author.height / 2))).toBeLessThanOrEqual(4);
  }
  await card.screenshot({ path: `${SHOTS}/task-activity-375.png` });
  await client.context.close();
});

test("initials come from a name's first and last words", async ({ browser }) => {
  const admin = await signedIn(browser, 'admin', laptop);
  const client = await newClient(browser, admin, { name: 'Initials', contactPerson: 'Dana Whitfield-Ortiz' });
  const avatar = client.page.getByRole('banner').getByRole('img', { name: 'Dana Whitfield-Ortiz' });
  await expect(avatar).toHaveText('DW');
  await client.context.close();
});
