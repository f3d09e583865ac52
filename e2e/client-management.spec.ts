import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, expectToast, newClient, signIn, skipWelcome } from './support';

// The admin manages client accounts: edits their names from the Client List, suspends and restores them
// and deletes them from Settings → Client Management.

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const unique = (name: string) => `${name} ${Date.now().toString(36)}`;

test('the admin finds a client by search and edits its company name', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin');
  const { page: client, company } = await newClient(browser, page, { name: 'Searchable' });
  await client.context().close();

  await page.reload();
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(company.toUpperCase());
  const cards = page.getByRole('list').filter({ has: page.getByRole('link', { name: /View Profile/ }) });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: `Edit ${company}` }).click();
  const renamed = `${company} Renamed`;
  const form = page.getByRole('form', { name: 'Edit client' });
  await form.getByLabel('Company name').fill(renamed);
  await form.getByLabel('Contact person').fill('Robin Renamed');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Client information updated successfully');
  await expect(page.getByRole('heading', { name: renamed, level: 3 })).toBeVisible();
  await expect(page.getByText('Robin Renamed')).toBeVisible();

  // The profile page shows the new name.
  await page.getByRole('link', { name: `View Profile: ${renamed}` }).click();
  await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
});

test('a suspended client is signed out at once and cannot sign in until restored', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin');
  const { page: client, company, email, password } = await newClient(browser, page, { name: 'Suspended' });

  await page.goto('/admin/settings');
  await expect(page.getByRole('tab', { name: 'Client Management', selected: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(company);
  const row = page.getByRole('listitem', { name: company });
  await row.getByRole('switch', { name: `Active: ${company}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Suspend ${company}?` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Suspend client' }).click();
  await expectToast(page, 'Client suspended. They have been signed out.');
  await expect(row.getByText('Suspended', { exact: true }).first()).toBeVisible();

  // The client's open dashboard ends up signed out, on the login page.
  await expect(client).toHaveURL(/\/login/, { timeout: 15_000 });
  await logIn(client, email, password);
  await expect(client.getByText('This account is suspended. Please contact the agency.')).toBeVisible();
  await expect(client).toHaveURL(/\/login/);

  await row.getByRole('switch', { name: `Active: ${company}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore client' }).click();
  await expectToast(page, 'Client restored. They can sign in again.');
  await expect(row.getByRole('switch', { name: `Active: ${company}` })).toBeChecked();

  await logIn(client, email, password);
  await expect(client).toHaveURL(/\/dashboard$/);
  await client.context().close();
});

test('the admin deletes a client after typing its company name', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin');
  const { page: client, company } = await newClient(browser, page, { name: 'Doomed' });
  await client.context().close();

  await page.goto('/admin/settings');
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(company);
  await page.getByRole('button', { name: `Delete client: ${company}` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete ${company}?` });
  const confirm = dialog.getByRole('button', { name: 'Delete client' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/to confirm/).fill('Someone else');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/to confirm/).fill(company);
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expectToast(page, 'Client deleted');
  await expect(page.getByText('No clients match your search')).toBeVisible();

  await page.goto('/admin');
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(company);
  await expect(page.getByText('No clients match your search')).toBeVisible();
});

test('the admin edits a task and deletes it; the client sees both live', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin');
  const clients = (await (await page.request.get('/api/admin/clients?q=Northwind')).json()).clients as {
    id: string;
    email: string;
  }[];
  const demoClient = clients.find((c) => c.email === 'client@agency-portal.local');
  const title = unique('Draft brief');
  const created = await page.request.post('/api/admin/tasks', { data: { title, clientId: demoClient?.id } });
  expect(created.status()).toBe(201);

  const client = await (await browser.newContext()).newPage();
  await signIn(client, 'client');
  await client.goto('/dashboard/tasks');
  await skipWelcome(client);
  await expect(client.getByRole('heading', { name: title })).toBeVisible();

  await page.goto('/admin/tasks');
  await page.getByRole('searchbox', { name: 'Search tasks' }).fill(title);
  await page.getByRole('button', { name: `Edit task: ${title}` }).click();
  const renamed = `${title} final`;
  await page.getByRole('dialog', { name: 'Edit task' }).getByLabel('Title').fill(renamed);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Task updated successfully');
  await expect(client.getByRole('heading', { name: renamed })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search tasks' }).fill(renamed);
  await page.getByRole('button', { name: `Delete task: ${renamed}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete task' }).click();
  await expectToast(page, 'Task deleted');
  await expect(client.getByRole('heading', { name: renamed })).toHaveCount(0);
  await client.context().close();
});
