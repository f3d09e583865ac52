import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { auditMessages } from '../src/shared/domain/audit';
import { expect, test } from './fixtures';
import { demo, expectAccessible, expectToast, signIn } from './support';

// Issue 49, decision 046: an admin reads the audit log at Settings, Audit log, filters it and exports it.

const SHOTS = 'test-results/shots';
const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };

async function signedIn(browser: Browser, who: 'admin' | 'client', viewport = desktop): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signIn(page, who);
  return page;
}

async function openAuditLog(page: Page) {
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 2 })).toBeVisible();
}

const events = (page: Page) => page.getByTestId('audit-event');

test('an admin reads who signed in, filters the log by action and exports what the filter shows', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await signedIn(browser, 'admin');
  await signedIn(browser, 'client');
  // Someone elsewhere, signed in to nothing, guesses the client's password.
  const stranger = await browser.newContext();
  const refused = await stranger.request.post('/api/auth/sign-in/email', {
    data: { email: demo.client.email, password: 'not-the-password-at-all' },
  });
  expect(refused.status()).toBe(401);

  await openAuditLog(admin);
  // The admin's own sign-in, and the client's, each with the role they had.
  const adminSignIn = events(admin).filter({ hasText: demo.admin.email }).filter({ hasText: 'Signed in' });
  await expect(adminSignIn.first()).toContainText('Admin');
  const clientSignIn = events(admin).filter({ hasText: demo.client.email }).filter({ hasText: 'Signed in' });
  await expect(clientSignIn.first()).toContainText('Client');
  // Where from: this machine's address, and the browser its user agent names.
  await expect(clientSignIn.first()).toContainText(/(127\.0\.0\.1|::1).*Chrome on \w+/);
  await admin.screenshot({ path: `${SHOTS}/audit-log-1280.png`, fullPage: true });
  await expectAccessible(admin);

  // Filtered by action, only refused attempts are left, the newest this one, with why it was refused.
  // (Other journeys on this worker's server may have left refused attempts of their own.)
  await admin.getByLabel('Action').selectOption({ label: 'Sign-in failed' });
  await expect(events(admin).filter({ hasNotText: 'Sign-in failed' })).toHaveCount(0);
  await expect(events(admin).first()).toContainText(demo.client.email);
  await expect(events(admin).first()).toContainText('Wrong email or password');
  await admin.screenshot({ path: `${SHOTS}/audit-log-filtered-1280.png`, fullPage: true });

  // The export takes the same filter.
  const downloading = admin.waitForEvent('download');
  await admin.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = csv.trimEnd().split('\r\n');
  expect(header?.split(',').slice(0, 4)).toEqual(['time', 'action', 'person', 'email']);
  expect(rows.length).toBeGreaterThanOrEqual(1);
  expect(rows.filter((row) => !row.includes(',Sign-in failed,'))).toEqual([]);
  expect(rows[0]).toContain(`,Sign-in failed,Dana Whitfield,${demo.client.email},Client,`);

  // A filter that matches nothing says so.
  await admin.getByLabel('Person').fill('nobody-like-this');
  await expect(admin.getByText('No matching events')).toBeVisible();

  // The retention is a System setting; changing it is itself on the log, from and to.
  await admin.getByRole('tab', { name: 'System' }).click();
  const retention = admin.getByLabel('Keep events for (days)');
  await expect(retention).toHaveValue('365');
  await retention.fill('0');
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin.getByText(auditMessages.retentionInvalid)).toBeVisible();
  await retention.fill('180');
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(admin, auditMessages.retentionSaved);
  await admin.evaluate(() => window.scrollTo(0, 0));
  await admin.screenshot({ path: `${SHOTS}/audit-retention-1280.png`, fullPage: true });
  await admin.getByRole('tab', { name: 'Audit log' }).click();
  await expect(events(admin).filter({ hasText: 'Agency settings changed' }).first()).toContainText(
    'Audit log retention: 365 → 180',
  );

  // On a phone the events are cards, the filters stacked above them.
  const phoneAdmin = await signedIn(browser, 'admin', phone);
  await openAuditLog(phoneAdmin);
  await expect(events(phoneAdmin).first()).toBeVisible();
  await expect(phoneAdmin.getByRole('table')).toHaveCount(0);
  const width = await phoneAdmin.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(phone.width);
  await phoneAdmin.screenshot({ path: `${SHOTS}/audit-log-375.png`, fullPage: true });
  await expectAccessible(phoneAdmin);
});
