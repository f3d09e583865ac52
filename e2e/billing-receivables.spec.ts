import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, registerClient, signIn } from './support';

// Issue 50, "Receivables for staff": the agency's Billing page lists every client's sent invoices with
// what is outstanding, overdue and paid. The client is fresh (registerClient), so its rows are its own.

const SHOTS = 'test-results/shots';
const phone = { width: 375, height: 812 };

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('an admin finds a sent invoice on Billing, filters by its client, exports it, and reads it on a phone', async ({
  page: admin,
  browser,
}) => {
  test.setTimeout(180_000);
  await admin.setViewportSize({ width: 1280, height: 900 });
  await signIn(admin, 'admin');
  const client = await registerClient(browser, admin, { name: 'Receivable Studio' });

  // The agency writes and sends one invoice (the Billing tab's calls, made through the API).
  const draft = await admin.request.post(`/api/admin/clients/${client.id}/invoices`, {
    data: {
      currency: 'USD',
      items: [{ description: 'Brand sprint', quantity: 1, unitPriceMinor: 250_000 }],
      taxRateBasisPoints: 0,
      discountMinor: 0,
      netTermsDays: 30,
      notes: null,
    },
  });
  expect(draft.status()).toBe(201);
  const sent = await admin.request.post(`/api/admin/invoices/${(await draft.json()).id}/send`);
  expect(sent.status()).toBe(200);
  const { number } = (await sent.json()) as { number: string };

  await admin.goto('/admin');
  await admin
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Billing', exact: true })
    .click();
  await expect(admin).toHaveURL(/\/admin\/billing$/);
  await expect(admin.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
  await expect(admin.getByText('What clients owe and have paid.')).toBeVisible();
  for (const card of ['Outstanding', 'Overdue', 'Paid this month'])
    await expect(admin.getByRole('region', { name: card })).toBeVisible();

  // Outstanding is what the page opens on: the new invoice is there, pending.
  await expect(admin.getByLabel('Status', { exact: true })).toHaveValue('outstanding');
  const row = admin.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText(client.company);
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('$2,500.00');

  await admin.getByLabel('Client', { exact: true }).selectOption({ label: client.company });
  await expect(admin.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(row).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/receivables-1280.png`, fullPage: true });
  await expectAccessible(admin);

  // The CSV holds what the filters show, amounts as plain decimals.
  const downloading = admin.waitForEvent('download');
  await admin.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^receivables-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Invoice,Client,Status,Currency,Total,Issued,Due,Paid');
  expect(lines[1]).toMatch(
    new RegExp(
      `^${number},${client.company},Pending,USD,2500\\.00,\\d{4}-\\d{2}-\\d{2},\\d{4}-\\d{2}-\\d{2},$`,
    ),
  );
  expect(lines.slice(2)).toEqual(['']);

  // The row leads to the client's page, where the invoice lives on its Billing tab.
  await row.getByRole('link', { name: number }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/client/${client.id}\\?tab=billing$`));
  await expect(admin.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
  await expect(admin.getByRole('row').filter({ hasText: number })).toContainText('Pending');

  // A phone gets one block per invoice, and nothing wider than the screen.
  await admin.setViewportSize(phone);
  await admin.goto('/admin/billing');
  await admin.getByLabel('Client', { exact: true }).selectOption({ label: client.company });
  const block = admin.getByRole('list', { name: 'Invoices' }).getByRole('listitem');
  await expect(block).toHaveCount(1);
  await expect(block).toContainText(number);
  await expect(block).toContainText('Pending');
  expect(await fitsWidth(admin)).toBeLessThanOrEqual(phone.width);
  await admin.screenshot({ path: `${SHOTS}/receivables-375.png`, fullPage: true });
  await client.context.close();
});
