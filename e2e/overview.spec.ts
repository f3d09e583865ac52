import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demo, expectAccessible, newClient, signIn } from './support';

// The client overview's Recent Activity card (SPEC §2 Overview): the last 3 chat messages and the first
// 2 updates, cut to 100 characters, live, each linking to where it lives.

const shots = '/tmp/shots-overview';

const card = (page: Page) => page.getByRole('region', { name: 'Recent Activity' });
const recentMessages = (page: Page) =>
  card(page).getByRole('list', { name: 'Recent messages' }).getByRole('listitem');
const recentUpdates = (page: Page) =>
  card(page).getByRole('list', { name: 'Recent updates' }).getByRole('listitem');

/** What the card shows for a text over 100 characters. */
const cut = (text: string) => `${text.slice(0, 100)}…`;

test('recent activity: empty, then the last 3 messages and first 2 updates, live, each linking home', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  mkdirSync(shots, { recursive: true });
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(admin, 'admin');
  // A client of its own, with no messages or updates and onboarding done (so the overview shows
  // its activity).
  const { page: client, id: clientId } = await newClient(browser, admin, { name: 'Overview Bakery' });

  // A new client has nothing yet.
  await expect(client.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await expect(card(client).getByText('No recent activity yet')).toBeVisible();
  await expect(card(client).getByRole('list')).toHaveCount(0);
  await client.screenshot({ path: `${shots}/overview-empty-1280.png`, fullPage: true });

  // Four messages, both ways, and three updates, through the API, while the client watches.
  const messages = [
    { from: client, text: 'Overview m1: here are our kickoff notes.' },
    { from: admin, text: 'Overview m2: thanks, we have everything we need.' },
    {
      from: client,
      text:
        'Overview m3: one more thing before launch, could the landing page headline mention our seasonal ' +
        'menu and the new opening hours on weekends?',
    },
    { from: admin, text: 'Overview m4: the first draft is ready for your review.' },
  ];
  for (const { from, text } of messages) {
    const path = from === admin ? `/api/admin/chat/${clientId}/messages` : '/api/chat/messages';
    const sent = await from.request.post(path, { data: { content: text } });
    expect(sent.status()).toBe(201);
  }
  const updates = [
    'Update u1: the onboarding call is done.',
    'Update u2: week one recap. The ads went live on Monday, the landing page now loads in under a second, ' +
      'and the first newsletter is scheduled.',
    'Update u3: the ad creatives were approved.',
  ];
  for (const message of updates) {
    const posted = await admin.request.post(`/api/admin/clients/${clientId}/updates`, {
      multipart: { message },
    });
    expect(posted.status()).toBe(201);
  }
  const [m1, m2, m3, m4] = messages.map((m) => m.text) as [string, string, string, string];
  const [u1, u2, u3] = updates as [string, string, string];
  expect(m3.length).toBeGreaterThan(100);
  expect(u2.length).toBeGreaterThan(100);

  // The card fills in without a reload: newest first, 3 messages and 2 updates, long texts cut.
  await expect(recentMessages(client)).toHaveCount(3);
  await expect(recentMessages(client)).toContainText([m4, cut(m3), m2]);
  await expect(recentMessages(client).nth(0)).toContainText('Morgan Reyes');
  await expect(recentMessages(client).nth(1)).toContainText('You');
  await expect(recentMessages(client).nth(1).getByText(cut(m3), { exact: true })).toBeVisible();
  await expect(card(client).getByText(m1)).toHaveCount(0);
  await expect(recentUpdates(client)).toHaveCount(2);
  await expect(recentUpdates(client)).toContainText([u3, cut(u2)]);
  await expect(recentUpdates(client).nth(1).getByText(cut(u2), { exact: true })).toBeVisible();
  await expect(card(client).getByText(u1)).toHaveCount(0);
  await expect(client.getByRole('region', { name: 'Project Updates' }).getByTestId('stat-value')).toHaveText(
    '3',
  );
  await expectAccessible(client);
  await client.screenshot({ path: `${shots}/overview-1280.png`, fullPage: true });

  // The admin answers in the client's Chat tab; it tops the list at once and m2 drops off.
  await client.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await admin.goto(`/admin/client/${clientId}`);
  await admin.getByRole('tab', { name: 'Chat' }).click();
  const m5 = 'Overview m5: we moved the launch to Thursday.';
  await admin.getByLabel('Message', { exact: true }).fill(m5);
  await admin.getByRole('button', { name: 'Send message' }).click();
  await expect(admin.getByRole('log', { name: 'Messages' }).getByText(m5)).toBeVisible();
  await expect(recentMessages(client)).toContainText([m5, m4, cut(m3)]);
  await expect(recentMessages(client)).toHaveCount(3);
  await expect(recentMessages(client).first()).toContainText('Morgan Reyes');
  await expect(card(client).getByText(m2)).toHaveCount(0);
  expect(await client.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );

  // Each item leads to where it lives; so does the Project Updates count.
  await recentUpdates(client).filter({ hasText: u3 }).getByRole('link').click();
  await expect(client).toHaveURL(/\/dashboard\/updates$/);
  await expect(client.getByRole('heading', { name: 'Updates', level: 1 })).toBeVisible();
  await client.goBack();
  await recentMessages(client).filter({ hasText: m5 }).getByRole('link').click();
  await expect(client).toHaveURL(/\/dashboard\/chat$/);
  await expect(client.getByRole('log', { name: 'Messages' }).getByText(m5)).toBeVisible();
  await client.goBack();
  await client.getByRole('link', { name: /Project Updates/ }).click();
  await expect(client).toHaveURL(/\/dashboard\/updates$/);
  await client.goBack();

  // When the updates cannot be read, that part of the card says so and offers to try again.
  await client.route('**/api/updates', (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Down for a moment' } } }),
  );
  await client.reload();
  const failed = card(client).getByRole('alert').filter({ hasText: "We couldn't load your updates." });
  // The query tries a second time, a second later, before it gives up (query-client.ts).
  await expect(failed).toBeVisible({ timeout: 20_000 });
  await expect(recentMessages(client)).toHaveCount(3);
  await client.screenshot({ path: `${shots}/overview-error-1280.png`, fullPage: true });
  await client.unroute('**/api/updates');
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(recentUpdates(client)).toContainText([u3, cut(u2)]);

  // On a phone. A task whose title is wider than the screen is cut short in Current Tasks, and the page
  // stays the screen's width: the card's column had grown to the title's length and pushed 'View all' off.
  const longTitle =
    'Rewrite the seasonal menu pages, the weekend opening hours and the catering enquiry form';
  const created = await admin.request.post('/api/admin/tasks', { data: { title: longTitle, clientId } });
  expect(created.status()).toBe(201);
  await client.setViewportSize({ width: 375, height: 812 });
  await client.reload();
  const tasksCard = client.getByRole('region', { name: 'Current Tasks' });
  await expect(tasksCard.getByText(longTitle)).toBeVisible();
  await expect(tasksCard.getByRole('link', { name: 'View all' })).toBeInViewport({ ratio: 1 });
  expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // The Tasks Manager's first page is shared by every journey: this task leaves it as it found it.
  const { id: longTaskId } = (await created.json()) as { id: string };
  expect((await admin.request.delete(`/api/admin/tasks/${longTaskId}`)).status()).toBe(200);
  await expect(recentUpdates(client)).toHaveCount(2);
  await client.screenshot({ path: `${shots}/overview-375.png`, fullPage: true });
});

test('before onboarding is done, the card asks for it instead of showing activity', async ({ page }) => {
  // The demo client has not finished the welcome flow: its modal comes up over the overview. (Signed in
  // here rather than with signIn(), whose skipWelcome may look before the modal is up.)
  await page.goto('/login');
  await page.getByLabel('Email').fill(demo.client.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.client.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Skip for now', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await expect(card(page).getByRole('link', { name: 'Complete onboarding' })).toBeVisible();
  await expect(card(page).getByRole('list')).toHaveCount(0);
});
