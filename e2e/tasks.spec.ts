import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, signIn } from './support';

// The toast on screen (one leaving may still be in the DOM while the next arrives).
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast][data-removed="false"]').filter({ hasText: text }).first();

const nav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

async function signedIn(browser: Browser, who: 'admin' | 'client') {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, who);
  return page;
}

/** Axe reads a toast mid-fade as low contrast: check the page once the toasts have gone. */
async function expectAccessibleWhenQuiet(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectAccessible(page);
}

const badge = (card: Locator, label: string) => card.getByText(label, { exact: true });

test('a task goes from creation to approval between admin and client, live on both screens', async ({
  browser,
}) => {
  // Two signed-in browsers and four axe runs: more than the default minute on a slow machine.
  test.setTimeout(120_000);
  const title = `Write the launch email ${Date.now()}`;
  const [admin, client] = await Promise.all([signedIn(browser, 'admin'), signedIn(browser, 'client')]);

  const completed = client.getByRole('region', { name: 'Completed Tasks' }).getByTestId('stat-value');
  await expect(completed).toHaveText(/^\d+$/);
  const completedBefore = Number(await completed.textContent());

  // The admin creates a task for the demo client; a missing title and client are refused first.
  await admin.goto('/admin/tasks');
  await expect(admin.getByRole('heading', { name: 'Tasks Manager', level: 1 })).toBeVisible();
  await expect(admin.getByRole('article').first()).toBeVisible();
  await expectAccessibleWhenQuiet(admin);
  await admin.getByRole('button', { name: 'Create Task' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Create Task' });
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Please select a client')).toBeVisible();
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog
    .getByLabel('Description', { exact: true })
    .fill('Draft the announcement for the spring blend.');
  await dialog.getByLabel('Client', { exact: true }).selectOption({ label: 'Northwind Coffee Roasters' });
  await dialog.getByRole('tab', { name: 'Files & Notes' }).click();
  await expect(dialog.getByText('Files can be uploaded after the task is created')).toBeVisible();
  await dialog.getByLabel('Initial notes').fill('Kick-off notes: keep it under 150 words.');
  await expectAccessibleWhenQuiet(admin);
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(toast(admin, 'Task created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const adminCard = admin.getByRole('article', { name: title });
  await expect(badge(adminCard, 'Pending')).toBeVisible();
  await expect(adminCard.getByText('Northwind Coffee Roasters')).toBeVisible();

  // The client sees it, starts it and comments with a PDF; a file of another type is dropped silently.
  await nav(client).getByRole('link', { name: 'Tasks', exact: true }).click();
  const card = client.getByRole('article', { name: title });
  await expect(badge(card, 'Pending')).toBeVisible();
  await expectAccessibleWhenQuiet(client);
  await card.getByRole('button', { name: 'Start Task' }).click();
  await expect(toast(client, 'Task updated successfully')).toBeVisible();
  await expect(badge(card, 'In Progress')).toBeVisible();
  // Live on the admin's screen too, without a reload.
  await expect(badge(adminCard, 'In Progress')).toBeVisible();

  await card.getByRole('button', { name: 'View Activity' }).click();
  await expect(card.getByText('Kick-off notes: keep it under 150 words.')).toBeVisible();
  await expect(card.getByText('Team Member', { exact: true }).first()).toBeVisible();
  const send = card.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await card.locator('input[type="file"]').setInputFiles([
    { name: 'brief.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%test brief\n%%EOF\n') },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not allowed') },
  ]);
  await expect(card.getByRole('list', { name: 'Files to send' }).getByRole('listitem')).toHaveCount(1);
  await expect(send).toBeEnabled();
  await card.getByLabel('Add a comment').fill('Here is our brief for the email.');
  await send.click();
  await expect(card.getByText('Here is our brief for the email.')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Download brief.pdf' })).toBeVisible();
  await expect(card.getByText('You', { exact: true }).first()).toBeVisible();
  await expect(card.getByText('moved from Pending to In Progress')).toBeVisible();
  await expect(send).toBeDisabled();
  await expectAccessibleWhenQuiet(client);

  await card.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(badge(card, 'Pending Review')).toBeVisible();

  // The admin sees the submission arrive without reloading, reads the thread and asks for changes.
  await expect(badge(adminCard, 'Pending Review')).toBeVisible();
  await adminCard.getByRole('button', { name: 'View Activity' }).click();
  await expect(adminCard.getByText('Here is our brief for the email.')).toBeVisible();
  await expect(adminCard.getByRole('link', { name: 'Download brief.pdf' })).toBeVisible();
  await adminCard.getByRole('button', { name: 'Request Changes' }).click();
  await expect(toast(admin, 'Task updated successfully')).toBeVisible();

  // The client resumes and resubmits; the admin approves.
  await card.getByRole('button', { name: 'Resume Work' }).click();
  await expect(badge(card, 'In Progress')).toBeVisible();
  await card.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(badge(card, 'Pending Review')).toBeVisible();
  await adminCard.getByRole('button', { name: 'Approve' }).click();
  await expect(badge(adminCard, 'Approved')).toBeVisible();
  await expect(badge(card, 'Approved')).toBeVisible();
  await expect(card.getByRole('button', { name: /Start Task|Submit for Review|Resume Work/ })).toHaveCount(0);

  await nav(client).getByRole('link', { name: 'Overview', exact: true }).click();
  await expect(completed).toHaveText(String(completedBefore + 1));
});

test("an admin adds a task from a client's page; an unknown client is not found", async ({ page }) => {
  await signIn(page, 'admin');
  const { clients } = (await (await page.request.get('/api/admin/clients')).json()) as {
    clients: { id: string; companyName: string | null }[];
  };
  const northwind = clients.find((c) => c.companyName === 'Northwind Coffee Roasters');
  expect(northwind).toBeDefined();

  await page.goto(`/admin/client/${northwind?.id}`);
  await expect(page.getByRole('heading', { name: 'Northwind Coffee Roasters', level: 1 })).toBeVisible();
  for (const tab of ['Tasks', 'Updates', 'Files', 'Chat']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  await page.getByLabel('Title', { exact: true }).fill('   ');
  await page.getByRole('button', { name: 'Create Task' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  const title = `Record a founder video ${Date.now()}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Create Task' }).click();
  await expect(toast(page, 'Task created successfully')).toBeVisible();
  const card = page.getByRole('article', { name: title });
  await expect(badge(card, 'Pending')).toBeVisible();
  await card.getByRole('button', { name: 'View Activity' }).click();
  await expect(card.getByText(/created the task as Pending/)).toBeVisible();
  await expectAccessibleWhenQuiet(page);
  await page.getByRole('tab', { name: 'Chat' }).click();
  await expect(page.getByText('Coming soon')).toBeVisible();

  await page.goto('/admin/client/no-such-client');
  await expect(page.getByRole('heading', { name: 'Client Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to clients' }).first()).toBeVisible();
});
