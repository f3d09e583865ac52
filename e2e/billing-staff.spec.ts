import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signedIn } from './review-samples';
import { expectAccessible, expectToast, registerClient, signIn } from './support';

// Issue 50, the staff's side of billing: on a fresh client's page an admin sets the plan the client will
// see, drafts an invoice (its totals shown as it is typed), sends it (it gets its INV number and shows as
// pending) and marks it paid with a note. At 1280 px, and the draft again on a 375 px phone, where nothing
// may spill sideways.

const SHOTS = 'test-results/shots';
const phone = { width: 375, height: 812 };

/** A client of its own (nothing billed yet), its page open on the Billing tab. */
async function openBillingOfNewClient(browser: Browser, admin: Page) {
  const client = await registerClient(browser, admin, { name: 'Ledger Studio' });
  await admin.goto(`/admin/client/${client.id}`);
  await admin.getByRole('tab', { name: 'Billing' }).click();
  return client;
}

/** A full-page screenshot once the toasts have gone and the page sits at the top. */
async function shoot(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}`, fullPage: true });
}

async function expectNoHorizontalOverflow(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(phone.width);
}

test('an admin sets a plan, drafts an invoice, sends it and marks it paid', async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await signedIn(browser, 'admin');
  await openBillingOfNewClient(browser, admin);

  // No plan yet: the client sees none until one is set.
  await expect(admin.getByText('No plan yet')).toBeVisible();
  await expect(admin.getByText('No invoices yet')).toBeVisible();
  await shoot(admin, 'billing-staff-1280-empty.png');

  await admin.getByRole('button', { name: 'Set plan' }).click();
  const planDialog = admin.getByRole('dialog', { name: 'Set plan' });
  await planDialog.getByLabel('Plan name').fill('Retainer');
  // An amount that does not read is refused on its field, in the words the form uses.
  await planDialog.getByLabel('Amount').fill('25,00.0.0');
  await planDialog.getByRole('button', { name: 'Save plan' }).click();
  await expect(planDialog.getByText('Enter an amount such as 2500.00')).toBeVisible();
  await planDialog.getByLabel('Amount').fill('2500.00');
  await planDialog.getByLabel('Currency').selectOption('USD');
  await expect(planDialog.getByLabel('Currency')).toContainText('USD — US Dollar');
  await planDialog.getByLabel('Interval').selectOption({ label: 'Monthly' });
  await planDialog.getByLabel('Monthly ad-spend budget').fill('15000');
  await planDialog.getByLabel('Ad spend so far').fill('12450');
  await planDialog.getByRole('button', { name: 'Save plan' }).click();
  await expectToast(admin, 'Plan saved');
  await expect(planDialog).toBeHidden();

  const plan = admin.getByRole('region', { name: 'Plan' });
  await expect(plan).toContainText('Retainer');
  await expect(plan).toContainText('$2,500.00 / monthly');
  await expect(plan).toContainText('$15,000.00');
  await expect(plan).toContainText('$12,450.00 spent');
  await expect(plan).toContainText('83% used');
  await expect(plan.getByRole('button', { name: 'Edit plan' })).toBeVisible();

  // A draft of two lines and 10% tax: 1 × 1,200.00 + 2 × 450.00 = 2,100.00, tax 210.00, total 2,310.00.
  await admin.getByRole('button', { name: 'New invoice' }).click();
  const editor = admin.getByRole('dialog', { name: 'New invoice' });
  const line1 = editor.getByRole('group', { name: 'Line 1' });
  await line1.getByLabel('Description').fill('Paid social management, December');
  await line1.getByLabel('Qty').fill('1');
  await line1.getByLabel('Unit price').fill('1200.00');
  await editor.getByRole('button', { name: 'Add line' }).click();
  const line2 = editor.getByRole('group', { name: 'Line 2' });
  await line2.getByLabel('Description').fill('Landing page design');
  await line2.getByLabel('Qty').fill('2');
  await line2.getByLabel('Unit price').fill('450.00');
  await editor.getByLabel('Tax rate (%)').fill('10');
  await expect(editor.getByLabel('Net terms (days)')).toHaveValue('30');
  const totals = editor.getByRole('region', { name: 'Totals' });
  await expect(totals).toContainText('Subtotal$2,100.00');
  await expect(totals).toContainText('Tax (10%)$210.00');
  await expect(totals).toContainText('Total$2,310.00');
  await shoot(admin, 'billing-staff-1280-editor.png');
  await expectAccessible(admin);
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expectToast(admin, 'Draft saved');

  // The saved draft opens where it can be sent; sending gives it its number and makes it pending.
  const draft = admin.getByRole('dialog', { name: /Draft invoice/ });
  await expect(draft).toContainText('Landing page design');
  await expect(draft).toContainText('$2,310.00');
  await draft.getByRole('button', { name: 'Send', exact: true }).click();
  const confirmSend = admin.getByRole('alertdialog');
  await expect(confirmSend).toContainText('The client will see it as pending.');
  await confirmSend.getByRole('button', { name: 'Send invoice' }).click();
  const year = new Date().getFullYear();
  const numbered = new RegExp(`INV-${year}-\\d{3}`);
  await expectToast(admin, 'sent');
  const sent = admin.getByRole('dialog', { name: numbered });
  await expect(sent.getByRole('heading', { name: numbered })).toContainText('Pending');
  const number = ((await sent.getByRole('heading', { name: numbered }).textContent()) ?? '').match(
    numbered,
  )?.[0] as string;
  await shoot(admin, 'billing-staff-1280-sent.png');
  await expectAccessible(admin);

  // Paid by bank transfer: marked with a note, which the invoice then shows.
  await sent.getByRole('button', { name: 'Mark paid' }).click();
  const markPaid = admin.getByRole('dialog', { name: `Mark ${number} paid` });
  await markPaid.getByLabel('Payment note').fill('Bank transfer received 12 Dec');
  await markPaid.getByRole('button', { name: 'Mark paid' }).click();
  await expectToast(admin, `${number} marked paid`);
  await expect(markPaid).toBeHidden();
  await expect(sent.getByRole('heading', { name: numbered })).toContainText('Paid');
  await expect(sent).toContainText('Bank transfer received 12 Dec');
  await admin.keyboard.press('Escape');
  await expect(sent).toBeHidden();

  const row = admin.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('$2,310.00');
  await expect(row).toContainText('Paid');
  await shoot(admin, 'billing-staff-1280-tab.png');
  await expectAccessible(admin);
});

test('on a phone the Billing tab drafts an invoice without spilling sideways', async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ viewport: phone });
  const admin = await context.newPage();
  await signIn(admin, 'admin');
  await openBillingOfNewClient(browser, admin);
  await expect(admin.getByText('No plan yet')).toBeVisible();
  await expectNoHorizontalOverflow(admin);

  await admin.getByRole('button', { name: 'Set plan' }).click();
  const planDialog = admin.getByRole('dialog', { name: 'Set plan' });
  await planDialog.getByLabel('Plan name').fill('Retainer');
  await planDialog.getByLabel('Amount').fill('2500.00');
  await planDialog.getByLabel('Monthly ad-spend budget').fill('15000');
  await planDialog.getByLabel('Ad spend so far').fill('12450');
  await expectNoHorizontalOverflow(admin);
  await shoot(admin, 'billing-staff-375-plan-dialog.png');
  await planDialog.getByRole('button', { name: 'Save plan' }).click();
  await expectToast(admin, 'Plan saved');
  await expect(admin.getByRole('region', { name: 'Plan' })).toContainText('$2,500.00 / monthly');

  await admin.getByRole('button', { name: 'New invoice' }).click();
  const editor = admin.getByRole('dialog', { name: 'New invoice' });
  const line1 = editor.getByRole('group', { name: 'Line 1' });
  await line1.getByLabel('Description').fill('Monthly reporting and a long description that has to wrap');
  await line1.getByLabel('Qty').fill('3');
  await line1.getByLabel('Unit price').fill('99.50');
  await expect(editor.getByRole('region', { name: 'Totals' })).toContainText('Total$298.50');
  await expectNoHorizontalOverflow(admin);
  await shoot(admin, 'billing-staff-375-editor.png');
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expectToast(admin, 'Draft saved');

  const draft = admin.getByRole('dialog', { name: /Draft invoice/ });
  await expect(draft).toContainText('$298.50');
  await expectNoHorizontalOverflow(admin);
  await shoot(admin, 'billing-staff-375-draft.png');
  await admin.keyboard.press('Escape');
  await expect(draft).toBeHidden();

  const invoices = admin.getByRole('list', { name: 'Invoices' });
  await expect(invoices.getByRole('button', { name: /Open Draft/ })).toContainText('$298.50');
  await expectNoHorizontalOverflow(admin);
  await shoot(admin, 'billing-staff-375-tab.png');
});

test('a draft is edited, a sent invoice voided, and an empty draft refused sending and deleted', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await signedIn(browser, 'admin');
  await openBillingOfNewClient(browser, admin);

  // A one-line draft, then its price corrected through Edit.
  await admin.getByRole('button', { name: 'New invoice' }).click();
  const editor = admin.getByRole('dialog', { name: 'New invoice' });
  const line1 = editor.getByRole('group', { name: 'Line 1' });
  await line1.getByLabel('Description').fill('Strategy call');
  await line1.getByLabel('Unit price').fill('300');
  await editor.getByRole('button', { name: 'Save draft' }).click();
  const draft = admin.getByRole('dialog', { name: /Draft invoice/ });
  await expect(draft).toContainText('$300.00');
  await draft.getByRole('button', { name: 'Edit' }).click();
  const edit = admin.getByRole('dialog', { name: 'Edit draft' });
  await expect(edit.getByRole('group', { name: 'Line 1' }).getByLabel('Description')).toHaveValue(
    'Strategy call',
  );
  await edit.getByRole('group', { name: 'Line 1' }).getByLabel('Unit price').fill('350.00');
  await edit.getByRole('button', { name: 'Save draft' }).click();
  await expect(draft).toContainText('$350.00');

  // Sent, then voided: a sent invoice is never changed, only voided.
  await draft.getByRole('button', { name: 'Send', exact: true }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Send invoice' }).click();
  const sent = admin.getByRole('dialog', { name: /INV-\d{4}-\d{3}/ });
  await expect(sent.getByRole('heading')).toContainText('Pending');
  await sent.getByRole('button', { name: 'Void' }).click();
  const confirmVoid = admin.getByRole('alertdialog');
  await expect(confirmVoid).toContainText("A sent invoice can't be changed: void it and issue a new one.");
  await confirmVoid.getByRole('button', { name: 'Void invoice' }).click();
  await expect(sent.getByRole('heading')).toContainText('Void');
  await expect(sent).toContainText('Voided');
  await expect(sent.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
  await admin.keyboard.press('Escape');

  // A draft without lines saves, but the server refuses to send it and says why.
  await admin.getByRole('button', { name: 'New invoice' }).click();
  await editor.getByRole('button', { name: 'Remove line 1' }).click();
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(draft).toContainText('No line items yet.');
  await draft.getByRole('button', { name: 'Send', exact: true }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Send invoice' }).click();
  await expectToast(admin, 'Add at least one line item before sending');
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await draft.getByRole('button', { name: 'Delete' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Delete draft' }).click();
  await expectToast(admin, 'Draft deleted');
  await expect(draft).toBeHidden();
  const rows = admin.getByRole('table').getByRole('row');
  // The header and the voided invoice: the deleted draft is gone.
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Void');
});
