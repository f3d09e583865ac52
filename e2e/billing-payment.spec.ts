import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { pdfText } from '../test/support/pdf-text';
import { expect, test } from './fixtures';
import { expectToast, newClient, signIn } from './support';

// Issue 50, paying: the client opens a sent invoice, downloads its PDF and pays it through the test
// checkout (no Stripe here); both sides see it paid and a receipt is mailed. A sent invoice past its due
// date shows overdue on both sides. Each journey bills a client of its own.

const SHOTS = 'test-results/shots';
const phone = { width: 375, height: 812 };

/** Sends `clientId` a one-line invoice through the API, as the admin's Billing tab would. */
async function sendInvoice(admin: APIRequestContext, clientId: string, netTermsDays = 30) {
  const draft = await admin.post(`/api/admin/clients/${clientId}/invoices`, {
    data: {
      currency: 'USD',
      items: [{ description: 'January retainer', quantity: 1, unitPriceMinor: 250_000 }],
      taxRateBasisPoints: 1_000,
      discountMinor: 0,
      netTermsDays,
      notes: 'Thank you for your business.',
    },
  });
  expect(draft.status()).toBe(201);
  const sent = await admin.post(`/api/admin/invoices/${(await draft.json()).id}/send`);
  expect(sent.status()).toBe(200);
  return (await sent.json()) as { id: string; number: string };
}

async function openInvoice(page: Page, number: string) {
  await page.goto('/dashboard/billing');
  await page.getByRole('button', { name: number }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${number}`) });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a client downloads an invoice PDF, pays it at the test checkout, and both sides see it paid', async ({
  page: admin,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(admin, 'admin');
  const client = await newClient(browser, admin, { name: 'Ledger Payer' });
  const invoice = await sendInvoice(admin.request, client.id);
  const { page } = client;

  // The Overview names what is due next, and leads to Billing & Plan.
  await page.goto('/dashboard');
  const due = page.getByRole('region', { name: 'Next amount due' });
  await expect(due).toContainText('$2,750.00');
  await expect(due).toContainText(invoice.number);
  await expect(due).toContainText('Pending');

  const dialog = await openInvoice(page, invoice.number);
  await expect(dialog).toContainText('Pending');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${invoice.number}.pdf`);
  const [firstPage] = await pdfText((await readFile(await download.path())).buffer as ArrayBuffer);
  expect(firstPage).toContain(invoice.number);
  expect(firstPage).toContain('January retainer');
  expect(firstPage).toContain('$2,750.00');

  await dialog.getByRole('button', { name: 'Pay $2,750.00' }).click();
  const checkout = page.getByRole('alertdialog', { name: 'Test checkout' });
  await expect(checkout).toContainText(`no card is charged. Pay $2,750.00 for ${invoice.number}?`);
  await page.screenshot({ path: `${SHOTS}/billing-pay-1280.png` });
  await checkout.getByRole('button', { name: 'Pay $2,750.00' }).click();
  await expectToast(page, 'Payment received. Thank you!');
  await expect(checkout).toBeHidden();
  await expect(page.getByRole('dialog', { name: new RegExp(`^${invoice.number}\\s*Paid$`) })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('row').filter({ hasText: invoice.number })).toContainText('Paid');
  // Once the Overview has read the invoices, nothing is due any more.
  const invoicesRead = page.waitForResponse((response) => response.url().endsWith('/api/billing/invoices'));
  await page.goto('/dashboard');
  await invoicesRead;
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Next amount due' })).toHaveCount(0);

  // The receipt reaches the client's inbox, and the agency sees the invoice paid on the client's page.
  await expect(async () => {
    const { emails } = (await (await admin.request.get('/api/dev/outbox')).json()) as {
      emails: { to: string; subject: string }[];
    };
    expect(
      emails.some(
        (e) => e.to === client.email && e.subject === `Receipt for ${invoice.number}: $2,750.00 paid`,
      ),
    ).toBe(true);
  }).toPass({ timeout: 10_000 });
  await admin.goto(`/admin/client/${client.id}`);
  await admin.getByRole('tab', { name: 'Billing' }).click();
  await expect(admin.getByRole('row').filter({ hasText: invoice.number })).toContainText('Paid');
});

test('on a phone, an invoice past its due date shows overdue to the client and to the agency', async ({
  page: admin,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(admin, 'admin');
  const client = await newClient(browser, admin, { name: 'Ledger Late', viewport: phone });
  const setZone = async (timeZone: string) =>
    expect((await admin.request.patch('/api/admin/agency/settings', { data: { timeZone } })).status()).toBe(
      200,
    );
  const { timeZone: zoneBefore } = (await (await admin.request.get('/api/admin/agency/settings')).json()) as {
    timeZone: string;
  };
  try {
    // Due the day it is issued, on the agency's calendar 11 hours behind UTC; read on a calendar 14 hours
    // ahead, that day is always past: the invoice is overdue without waiting or touching a clock.
    await setZone('Pacific/Pago_Pago');
    const invoice = await sendInvoice(admin.request, client.id, 0);
    await setZone('Pacific/Kiritimati');

    const { page } = client;
    await page.goto('/dashboard/billing');
    const block = page
      .getByRole('list', { name: 'Invoices' })
      .getByRole('listitem')
      .filter({ hasText: invoice.number });
    await expect(block).toContainText('Overdue');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await block.click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`^${invoice.number}\\s*Overdue$`) });
    await expect(dialog.getByRole('button', { name: 'Pay $2,750.00' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await page.screenshot({ path: `${SHOTS}/billing-overdue-375.png` });

    await admin.setViewportSize(phone);
    await admin.goto(`/admin/client/${client.id}`);
    await admin.getByRole('tab', { name: 'Billing' }).click();
    await expect(
      admin.getByRole('list', { name: 'Invoices' }).getByRole('listitem').filter({ hasText: invoice.number }),
    ).toContainText('Overdue');
  } finally {
    await setZone(zoneBefore);
  }
});
