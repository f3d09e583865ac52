import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, newClient, signIn } from './support';

// Issue 50: a client's Billing & Plan shows the plan, ad budget and invoices its agency set and sent.
// Each journey has a client of its own (newClient), so what it sees starts from nothing.

const SHOTS = 'test-results/shots';
const phone = { width: 375, height: 812 };

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('a client sees the plan, the ad budget and a sent invoice, and opens it', async ({
  page: admin,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(admin, 'admin');
  const client = await newClient(browser, admin, { name: 'Ledger Client' });

  // The agency sets the plan, then writes and sends an invoice.
  const plan = await admin.request.put(`/api/admin/clients/${client.id}/billing-plan`, {
    data: {
      name: 'Retainer',
      amountMinor: 250_000,
      currency: 'USD',
      interval: 'monthly',
      startDate: '2026-12-01',
      adBudgetMinor: 1_500_000,
      adSpentMinor: 1_245_000,
    },
  });
  expect(plan.status()).toBe(200);
  const draft = await admin.request.post(`/api/admin/clients/${client.id}/invoices`, {
    data: {
      currency: 'USD',
      items: [{ description: 'December retainer', quantity: 1, unitPriceMinor: 250_000 }],
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
  expect(number).toMatch(/^INV-\d{4}-\d{3}$/);

  const { page } = client;
  await page.goto('/dashboard/billing');
  await expect(page.getByRole('heading', { name: 'Billing & Plan', level: 1 })).toBeVisible();
  const planCard = page.getByRole('region', { name: 'Current plan' });
  await expect(planCard.getByRole('heading', { name: 'Retainer' })).toBeVisible();
  await expect(planCard).toContainText('$2,500.00');
  await expect(planCard).toContainText('/ monthly');
  await expect(planCard).toContainText('Dec 01, 2026');
  const budget = page.getByRole('region', { name: 'Monthly ad spend budget' });
  await expect(budget.getByRole('heading', { name: '$15,000.00' })).toBeVisible();
  await expect(budget).toContainText('$12,450.00 spent');
  await expect(budget).toContainText('83% used');
  await expect(budget).toContainText('$2,550.00 left this month.');
  await expect(budget.getByRole('progressbar', { name: 'Ad budget used' })).toHaveAttribute(
    'aria-valuenow',
    '83',
  );
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('December retainer');
  await expect(row).toContainText('$2,500.00');
  await expect(row).toContainText('Pending');
  await expect(page.getByText(/sample/i)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/billing-client-1280.png`, fullPage: true });
  await expectAccessible(page);

  // The invoice opens from the keyboard, and closing it gives the focus back to its row.
  const open = page.getByRole('button', { name: number });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${number}\\s*Pending$`) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row').filter({ hasText: 'December retainer' })).toContainText('$2,500.00');
  await expect(dialog).toContainText(/Total\s*\$2,500\.00/);
  await page.screenshot({ path: `${SHOTS}/billing-client-invoice-1280.png` });
  await expectAccessible(page);
  await dialog.getByText('Close', { exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // A phone gets one block per invoice, and nothing wider than the screen.
  await page.setViewportSize(phone);
  const block = page.getByRole('list', { name: 'Invoices' }).getByRole('listitem');
  await expect(block).toHaveCount(1);
  await expect(block).toContainText('December retainer');
  await expect(block).toContainText('Pending');
  expect(await fitsWidth(page)).toBeLessThanOrEqual(phone.width);
  await page.screenshot({ path: `${SHOTS}/billing-client-375.png`, fullPage: true });
  // The whole block opens it, not only its number.
  await block.click();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'December retainer' })).toBeVisible();
  expect(await fitsWidth(page)).toBeLessThanOrEqual(phone.width);
  await page.screenshot({ path: `${SHOTS}/billing-client-invoice-375.png` });
});

test('on a phone, a client without a plan or invoices is told so', async ({ page: admin, browser }) => {
  test.setTimeout(120_000);
  await signIn(admin, 'admin');
  const { page } = await newClient(browser, admin, { name: 'Ledger Phone', viewport: phone });
  await page.goto('/dashboard/billing');
  await expect(page.getByRole('heading', { name: 'No plan yet' })).toBeVisible();
  await expect(page.getByText("Your agency hasn't set up your plan yet.", { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No invoices yet' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Current plan' })).toHaveCount(0);
  expect(await fitsWidth(page)).toBeLessThanOrEqual(phone.width);
  await page.screenshot({ path: `${SHOTS}/billing-client-375-empty.png`, fullPage: true });
  await expectAccessible(page);
});
