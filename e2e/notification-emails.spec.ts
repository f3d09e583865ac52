import type { APIRequestContext, Page } from '@playwright/test';
import { emailSettingNames, unsubscribeMessages } from '../src/shared/domain/notification-emails';
import { notificationTitles } from '../src/shared/domain/notifications';
import { expect, test } from './fixtures';
import { expectAccessible, expectToast, newClient, registerClient, signIn } from './support';

const SHOTS = 'test-results/shots';
const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };
const settingName = emailSettingNames.emailNotifications;

/** The top bar's bell; its name carries the unread count ('Notifications, 2 unread'). */
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const unreadName = (count: number) => `Notifications, ${count} unread`;

type OutboxEmail = { to: string; subject: string; text: string; createdAt: string };

/** The mail the admin-readable outbox holds for `to`, oldest first. */
async function mailTo(admin: APIRequestContext, to: string): Promise<OutboxEmail[]> {
  const response = await admin.get('/api/dev/outbox');
  expect(response.ok()).toBe(true);
  const { emails } = (await response.json()) as { emails: OutboxEmail[] };
  return emails.filter((e) => e.to === to).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

const subjectsTo = async (admin: APIRequestContext, to: string) =>
  (await mailTo(admin, to)).map((e) => e.subject);

async function createTask(admin: Page, clientId: string, title: string) {
  const created = await admin.request.post('/api/admin/tasks', { data: { title, clientId } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

async function moveTask(request: APIRequestContext, taskId: string, from: string, to: string) {
  const moved = await request.post(`/api/tasks/${taskId}/status`, { data: { from, to } });
  expect(moved.ok()).toBe(true);
}

/** Marks everything read and waits until the open page's bell shows it. */
async function clearBell(page: Page) {
  expect((await page.request.post('/api/notifications/read-all')).ok()).toBe(true);
  await expect(bell(page)).toHaveAccessibleName('Notifications');
}

test('notification emails follow the toggle, lead to the task, and unsubscribe after asking', async ({
  browser,
}) => {
  // Two registrations, two signed-in browsers, a signed-out one, and mail sent by the background job.
  test.setTimeout(180_000);
  const admin = await (await browser.newContext({ viewport: desktop })).newPage();
  await signIn(admin, 'admin');
  // Signed in past the welcome modal and onboarding, so its bell starts empty.
  const client = await newClient(browser, admin, { name: 'Kestrel Roasters', contactPerson: 'Noor Vale' });
  const stamp = Date.now();
  const title = `Homepage copy ${stamp}`;

  // (a) The client submits a task; the team asks for changes. The open dashboard counts it live, and
  // exactly one email says so, with a link to the task.
  const taskId = await createTask(admin, client.id, title);
  await expect(bell(client.page)).toHaveAccessibleName(unreadName(1));
  await moveTask(client.page.request, taskId, 'pending', 'in-progress');
  await moveTask(client.page.request, taskId, 'in-progress', 'pending-review');
  await clearBell(client.page);
  await moveTask(admin.request, taskId, 'pending-review', 'needs-revision');
  await expect(bell(client.page)).toHaveAccessibleName(unreadName(1));

  const changesSubject = notificationTitles.taskChangesRequested(title);
  await expect
    .poll(async () => (await subjectsTo(admin.request, client.email)).filter((s) => s === changesSubject))
    .toEqual([changesSubject]);
  const [changesMail] = (await mailTo(admin.request, client.email)).filter(
    (e) => e.subject === changesSubject,
  );
  const mailText = changesMail?.text ?? '';
  expect(mailText).toContain(`/dashboard/tasks?task=${taskId}`);
  expect(mailText).toContain('You get this because email notifications are on.');
  const taskLink = mailText.match(/https?:\/\/[^\s\]]+\/dashboard\/tasks\?task=[\w-]+/)?.[0];
  const unsubscribeLink = mailText.match(/https?:\/\/[^\s\]]+\/unsubscribe\?token=[\w.-]+/)?.[0];
  expect(taskLink).toBeTruthy();
  expect(unsubscribeLink).toBeTruthy();

  // The email's button opens that task, open, in the client's browser.
  await client.page.goto(taskLink as string);
  const card = client.page.getByRole('article', { name: title });
  await expect(card.getByText('Needs Revision', { exact: true })).toBeVisible();
  await expect(card.getByRole('region', { name: 'Task activity' })).toBeVisible();

  // (b) The client turns email notifications off in Settings. The next task still reaches the bell, live,
  // but no email.
  await client.page.goto('/dashboard/settings?tab=notifications');
  const toggle = client.page.getByRole('switch', { name: 'Email notifications' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expectToast(client.page, 'Email notifications turned off');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await clearBell(client.page);
  const quietTitle = `Pricing page ${stamp}`;
  await createTask(admin, client.id, quietTitle);
  await expect(bell(client.page)).toHaveAccessibleName(unreadName(1));

  // A barrier instead of a wait: a later task for a client whose emails are on. The job sends in order,
  // so once that email is out, the quiet task's turn has passed.
  const other = await registerClient(browser, admin, { name: 'Osprey Ceramics', contactPerson: 'Noor Vale' });
  const barrierTitle = `Launch checklist ${stamp}`;
  await createTask(admin, other.id, barrierTitle);
  await expect
    .poll(() => subjectsTo(admin.request, other.email))
    .toContain(notificationTitles.taskAssigned(barrierTitle));
  const clientSubjects = await subjectsTo(admin.request, client.email);
  expect(clientSubjects).not.toContain(notificationTitles.taskAssigned(quietTitle));
  expect(clientSubjects.filter((s) => s === changesSubject)).toHaveLength(1);
  await other.context.close();

  // The client turns them back on, and keeps its Settings open.
  await toggle.click();
  await expectToast(client.page, 'Email notifications turned on');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  // (c) The email's unsubscribe link, opened signed out (a phone's mail app, say): it asks first.
  const visitor = await (await browser.newContext({ viewport: desktop })).newPage();
  await visitor.goto(unsubscribeLink as string);
  const confirmHeading = visitor.getByRole('heading', {
    level: 1,
    name: unsubscribeMessages.confirmHeading(settingName),
  });
  await expect(confirmHeading).toBeVisible();
  await expect(visitor).toHaveTitle('Unsubscribe · Agency Portal');
  await expect(visitor.getByRole('link', { name: 'Choose in Settings' })).toHaveAttribute(
    'href',
    '/dashboard/settings?tab=notifications',
  );
  await expectAccessible(visitor);
  await visitor.screenshot({ path: `${SHOTS}/unsubscribe-confirm-1280.png` });
  await visitor.setViewportSize(phone);
  await expect(confirmHeading).toBeVisible();
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await visitor.screenshot({ path: `${SHOTS}/unsubscribe-confirm-375.png` });

  await visitor.getByRole('button', { name: 'Turn off', exact: true }).click();
  const doneHeading = visitor.getByRole('heading', {
    level: 1,
    name: unsubscribeMessages.doneHeading(settingName),
  });
  await expect(doneHeading).toBeVisible();
  await expect(doneHeading).toBeFocused();
  await expect(visitor.getByRole('link', { name: 'Settings', exact: true })).toHaveAttribute(
    'href',
    '/dashboard/settings?tab=notifications',
  );
  await visitor.screenshot({ path: `${SHOTS}/unsubscribe-done-375.png` });
  await visitor.setViewportSize(desktop);
  await expectAccessible(visitor);
  await visitor.screenshot({ path: `${SHOTS}/unsubscribe-done-1280.png` });

  // The client's open Settings hears of it at once.
  await expect(toggle).toHaveAttribute('aria-checked', 'false');

  // The link again: nothing left to do. A tampered link is refused, and so is one without a token.
  await visitor.goto(unsubscribeLink as string);
  await expect(
    visitor.getByRole('heading', { level: 1, name: unsubscribeMessages.alreadyOff(settingName) }),
  ).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Turn off', exact: true })).toHaveCount(0);
  const tampered = (unsubscribeLink as string).replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
  await visitor.goto(tampered);
  await expect(visitor.getByText(unsubscribeMessages.invalidLink)).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Open Settings' })).toHaveAttribute(
    'href',
    '/dashboard/settings?tab=notifications',
  );
  await visitor.setViewportSize(phone);
  await visitor.screenshot({ path: `${SHOTS}/unsubscribe-invalid-375.png` });
  await visitor.goto('/unsubscribe');
  await expect(visitor.getByText(unsubscribeMessages.invalidLink)).toBeVisible();

  // A reload of the client's Settings reads the same: off.
  await client.page.reload();
  await expect(client.page.getByRole('switch', { name: 'Email notifications' })).toHaveAttribute(
    'aria-checked',
    'false',
  );

  await visitor.context().close();
  await client.context.close();
  await admin.context().close();
});

test('the unsubscribe page says when the link cannot be checked, and checks again', async ({ page }) => {
  let failing = true;
  await page.route(/\/api\/unsubscribe\?/, (route) =>
    failing ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto('/unsubscribe?token=not-a-real-token');
  await expect(page.getByText('We could not check this link.', { exact: false })).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  // The server is reached now, and refuses the made-up token.
  await expect(page.getByText(unsubscribeMessages.invalidLink)).toBeVisible();
});
