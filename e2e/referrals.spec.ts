import type { Browser, Page } from '@playwright/test';
import { referralMessages } from '../src/shared/domain/referrals';
import { expect, test } from './fixtures';
import { expectAccessible, expectToast, signIn, skipWelcome } from './support';

async function signedIn(browser: Browser, who: 'admin' | 'client', viewport = { width: 1280, height: 900 }) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signIn(page, who);
  return page;
}

const stat = (page: Page, label: string) =>
  page.getByRole('region', { name: label, exact: true }).getByTestId('stat-value');
const ownReferral = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Your referrals' }).getByRole('listitem').filter({ hasText: name });
const adminRow = (page: Page, name: string) => page.getByTestId('referral-row').filter({ hasText: name });

async function refer(page: Page, name: string, email: string, company?: string) {
  await page.getByLabel('Contact name').fill(name);
  await page.getByLabel('Contact email').fill(email);
  if (company) await page.getByLabel('Company').fill(company);
  await page.getByRole('button', { name: 'Submit Referral' }).click();
  await expectToast(page, referralMessages.submitted);
}

test('a client refers two businesses; the admin approves one with $200 and rejects the other, and the client sees it live', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const client = await signedIn(browser, 'client');
  const admin = await signedIn(browser, 'admin');

  await client
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Refer & Earn' })
    .click();
  await expect(client.getByRole('heading', { name: 'Refer & Earn', level: 1 })).toBeVisible();
  await expect(client).toHaveTitle(/Refer & Earn/);
  // The demo client has one pending referral already (Sam Okafor, from the seed).
  await expect(ownReferral(client, 'Sam Okafor')).toContainText('Pending');
  await expect(stat(client, 'Approved')).toHaveText('0');
  await expect(stat(client, 'Total Earned')).toHaveText('$0');
  await expect(client.getByText(/paid manually/).first()).toBeVisible();

  // Name and a valid email are required; nothing is sent until they are.
  await client.getByRole('button', { name: 'Submit Referral' }).click();
  await expect(client.getByText(referralMessages.nameRequired)).toBeVisible();
  await expect(client.getByText(referralMessages.emailRequired)).toBeVisible();
  await client.getByLabel('Contact name').fill('Jordan Lead');
  await client.getByLabel('Contact email').fill('not-an-email');
  await client.getByRole('button', { name: 'Submit Referral' }).click();
  await expect(client.getByText(referralMessages.emailInvalid)).toBeVisible();
  await expect(ownReferral(client, 'Jordan Lead')).toHaveCount(0);

  await refer(client, 'Jordan Lead', 'jordan@brightleaf.example', 'Brightleaf Studio');
  // The form is cleared after submit.
  await expect(client.getByLabel('Contact name')).toHaveValue('');
  await expect(client.getByLabel('Contact email')).toHaveValue('');
  await expect(client.getByLabel('Company')).toHaveValue('');
  await expect(ownReferral(client, 'Jordan Lead')).toContainText('Pending');
  await refer(client, 'Morgan Cold', 'morgan@coldcall.example');
  await expect(ownReferral(client, 'Morgan Cold')).toContainText('Pending');
  // Newest first.
  await expect(
    client.getByRole('list', { name: 'Your referrals' }).getByRole('listitem').first(),
  ).toContainText('Morgan Cold');
  await expectAccessible(client);

  // The admin sees both, pending, and approves the first with the default $200.
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Referrals' }).click();
  await expect(admin.getByRole('heading', { name: 'Referrals Management', level: 1 })).toBeVisible();
  await expect(stat(admin, 'Total Referrals')).toHaveText('3');
  await expect(stat(admin, 'Pending')).toHaveText('3');
  await expect(stat(admin, 'Approved')).toHaveText('0');
  const jordan = adminRow(admin, 'Jordan Lead');
  await expect(jordan).toContainText('Brightleaf Studio');
  await expect(jordan).toContainText('client@agency-portal.local');
  await expectAccessible(admin);

  await jordan.getByRole('button', { name: 'Approve referral of Jordan Lead' }).click();
  const approveDialog = admin.getByRole('dialog', { name: 'Approve Referral' });
  await expect(approveDialog.getByLabel('Earned amount (USD)')).toHaveValue('200');
  await approveDialog.getByLabel('Notes').fill('Signed a retainer');
  await expectAccessible(admin);
  await approveDialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expectToast(admin, referralMessages.approved);
  await expect(approveDialog).toBeHidden();
  await expect(jordan).toContainText('Approved');
  await expect(jordan).toContainText('$200');
  await expect(jordan.getByRole('button', { name: /Approve|Reject/ })).toHaveCount(0);

  // The client's page updates without a reload.
  await expect(stat(client, 'Approved')).toHaveText('1');
  await expect(stat(client, 'Total Earned')).toHaveText('$200');
  await expect(ownReferral(client, 'Jordan Lead')).toContainText('Approved');
  await expect(ownReferral(client, 'Jordan Lead')).toContainText('Earned $200');

  // Rejecting needs a reason.
  const morgan = adminRow(admin, 'Morgan Cold');
  await morgan.getByRole('button', { name: 'Reject referral of Morgan Cold' }).click();
  const rejectDialog = admin.getByRole('dialog', { name: 'Reject Referral' });
  await rejectDialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(rejectDialog.getByText(referralMessages.reasonRequired)).toBeVisible();
  await rejectDialog.getByLabel('Reason').fill('Already working with another agency');
  await rejectDialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expectToast(admin, referralMessages.rejected);
  await expect(morgan).toContainText('Rejected');
  await expect(morgan).toContainText('Already working with another agency');
  await expect(stat(admin, 'Pending')).toHaveText('1');
  await expect(stat(admin, 'Approved')).toHaveText('1');
  await expect(stat(admin, 'Total Earned')).toHaveText('$200');

  await expect(ownReferral(client, 'Morgan Cold')).toContainText('Rejected');
  await expect(stat(client, 'Approved')).toHaveText('1');
  await expect(stat(client, 'Total Earned')).toHaveText('$200');
  // The team's reason stays with the team.
  await expect(client.getByText('Already working with another agency')).toHaveCount(0);

  for (const page of [client, admin]) await page.evaluate(() => window.scrollTo(0, 0));
  await client.screenshot({ path: 'test-results/shots/referrals-client-1280.png', fullPage: true });
  await admin.screenshot({ path: 'test-results/shots/referrals-admin-1280.png', fullPage: true });

  // On a phone: the admin's referrals are cards, and the client's page fits.
  const phone = { width: 375, height: 812 };
  const adminPhone = await signedIn(browser, 'admin', phone);
  await adminPhone.goto('/admin/referrals');
  await expect(adminRow(adminPhone, 'Jordan Lead')).toContainText('Approved');
  await expect(adminPhone.getByRole('table')).toHaveCount(0);
  const overflow = await adminPhone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await adminPhone.screenshot({ path: 'test-results/shots/referrals-admin-375.png', fullPage: true });
  const clientPhone = await signedIn(browser, 'client', phone);
  await clientPhone.goto('/dashboard/refer');
  await skipWelcome(clientPhone);
  await expect(stat(clientPhone, 'Total Earned')).toHaveText('$200');
  await clientPhone.screenshot({ path: 'test-results/shots/referrals-client-375.png', fullPage: true });
});
