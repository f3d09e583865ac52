import type { Browser, Page } from '@playwright/test';
import { messages } from '../src/shared/messages';
import { expect, test } from './fixtures';
import {
  demo,
  expectAccessible as expectAccessibleNow,
  expectToast,
  newClient,
  signIn,
  skipWelcome,
} from './support';

const SHOTS = '/tmp/shots-settings';

async function signedIn(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signIn(page, 'client');
  return page;
}

// A 2×1 PNG (a wide logo), made here.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGOw2PZfUMkYAAmLAlTXgxA/AAAAAElFTkSuQmCC',
  'base64',
);

const topBarLogo = (page: Page) => page.locator('header img');

/** A pointer resting on a toast keeps it open: move it away, then check the page. */
async function expectAccessible(page: Page) {
  await page.mouse.move(0, 0);
  await expectAccessibleNow(page);
}

test('a client edits its profile, brand colours, payout and notifications, and its logo shows in the top bar', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await signedIn(browser);
  await page.goto('/dashboard/settings');
  await skipWelcome(page);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Email')).toHaveValue(demo.client.email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');

  // Profile: a website must be a web address; then the names change in the top bar.
  await page.getByLabel('Website').fill('not a site');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(messages.profile.websiteInvalid)).toBeVisible();
  await page.getByLabel('Website').fill('https://northwind.example');
  await page.getByLabel('First name').fill('Danielle');
  await page.getByLabel('Phone').fill('+1 555 0100');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, messages.profile.updated);
  await expect(page.locator('header').getByRole('img', { name: 'Danielle Whitfield' })).toBeVisible();

  // The logo: a file of another type is refused; a PNG shows here and in the top bar.
  const fileInput = page.locator('input[type=file]');
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expectToast(page, messages.profile.fileTypeRefused);
  await expect(topBarLogo(page)).toHaveCount(0);
  await fileInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await expectToast(page, messages.profile.updated);
  await expect(topBarLogo(page)).toHaveAttribute('src', /^\/api\/profile\/logo\?v=\d+$/);
  await expect
    .poll(() => topBarLogo(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(2);
  await expect(page.getByRole('img', { name: 'Your logo or photo' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/profile-1280.png`, fullPage: true });
  await expectAccessible(page);

  // Brand Assets: the tab is in the URL; a colour must be #rrggbb; the saved colour survives a reload.
  await page.getByRole('tab', { name: 'Brand Assets' }).click();
  await expect(page).toHaveURL(/\?tab=brand$/);
  await expect(page.getByLabel('Primary colour', { exact: true })).toHaveValue('#38b6ff');
  await page.getByLabel('Primary colour', { exact: true }).fill('blue');
  await page.getByRole('button', { name: 'Save Brand Assets' }).click();
  await expect(page.getByText(messages.profile.colorInvalid)).toBeVisible();
  await page.getByLabel('Primary colour', { exact: true }).fill('#FF0066');
  await page.getByLabel('Accent colour picker').fill('#112233');
  await page.getByLabel('Brand guidelines').fill('Warm, plain words. Roasted brown and cream.');
  await page.getByRole('button', { name: 'Save Brand Assets' }).click();
  await expectToast(page, messages.profile.updated);
  await page.reload();
  await skipWelcome(page);
  await expect(page.getByRole('tab', { name: 'Brand Assets' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Primary colour', { exact: true })).toHaveValue('#ff0066');
  await expect(page.getByLabel('Accent colour', { exact: true })).toHaveValue('#112233');
  await expect(page.getByLabel('Brand guidelines')).toHaveValue(
    'Warm, plain words. Roasted brown and cream.',
  );
  await page.screenshot({ path: `${SHOTS}/brand-1280.png`, fullPage: true });
  await expectAccessible(page);

  // Payout Details: the address hint follows the method.
  await page.getByRole('tab', { name: 'Payout Details' }).click();
  await page.getByLabel('Payout method').selectOption('Venmo');
  await expect(page.getByLabel('Payout address')).toHaveAttribute('placeholder', /@/);
  await page.getByLabel('Payout method').selectOption('Bank Transfer');
  await expect(page.getByLabel('Payout address')).toHaveAttribute('placeholder', /IBAN/);
  await page.getByLabel('Payout address').fill('GB33BUKB20201555555555');
  await page.getByRole('button', { name: 'Save Payout Details' }).click();
  await expectToast(page, messages.profile.updated);
  await page.screenshot({ path: `${SHOTS}/payout-1280.png`, fullPage: true });
  await expectAccessible(page);

  // Notifications: saved as they are switched.
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const digest = page.getByRole('switch', { name: 'Weekly digest' });
  await expect(digest).toHaveAttribute('aria-checked', 'false');
  await digest.click();
  await expectToast(page, 'Weekly digest turned on');
  await page.reload();
  await skipWelcome(page);
  await expect(page.getByRole('switch', { name: 'Weekly digest' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: 'Email notifications' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.screenshot({ path: `${SHOTS}/notifications-1280.png`, fullPage: true });
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByRole('list', { name: 'Signed-in sessions' }).getByText('This device')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/security-1280.png`, fullPage: true });
  await expectAccessible(page);
});

// The billing page itself is e2e/billing-client.spec.ts; here, that a new client's says what it lacks.
test("a new client's billing page says there is no plan and no invoice yet", async ({
  page: admin,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(admin, 'admin');
  const { page } = await newClient(browser, admin, { name: 'Settings Billing' });
  await page.goto('/dashboard/billing');
  await expect(page.getByRole('heading', { name: 'Billing & Plan', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No plan yet' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No invoices yet' })).toBeVisible();
  await expect(page.getByText(/sample/i)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/billing-1280.png`, fullPage: true });
  await expectAccessible(page);
});

test("'Skip for now' keeps the welcome modal away after a reload; the banner stays", async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(demo.client.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.client.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const skip = page.getByRole('button', { name: 'Skip for now', exact: true });
  await skip.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Finish setting up' })).toBeVisible();
  await expect(skip).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The top bar carries the notifications bell.
  await expect(page.getByRole('banner').getByRole('button', { name: /^Notifications/ })).toBeVisible();
});

test('every Settings tab fits a phone screen', async ({ browser }) => {
  test.setTimeout(180_000);
  const phone = await signedIn(browser, { width: 375, height: 812 });
  for (const tab of ['profile', 'brand', 'payout', 'notifications', 'security']) {
    await phone.goto(`/dashboard/settings?tab=${tab}`);
    await skipWelcome(phone);
    await expect(phone.getByRole('tabpanel')).toBeVisible();
    // Nothing is wider than the screen.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.screenshot({ path: `${SHOTS}/${tab}-375.png`, fullPage: true });
  }
});

// Last: it changes the demo password (and changes it back).
test('a client changes its password, signs in with the new one, and the other browser is signed out', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const other = await signedIn(browser);
  const page = await signedIn(browser);
  await page.goto('/dashboard/settings?tab=security');
  await skipWelcome(page);
  const update = page.getByRole('button', { name: 'Update Password' });
  await expect(update).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Sign out other sessions' })).toBeEnabled();

  await page.getByLabel('Current password').fill(demo.client.password);
  await page.getByLabel('New password', { exact: true }).fill('abc');
  await expect(update).toBeDisabled();
  await page.getByLabel('Confirm new password').fill('abc');
  await update.click();
  await expect(page.getByText(messages.password.tooShort)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Roasted-Beans-2026');
  await page.getByLabel('Confirm new password').fill('Roasted-Beans-2027');
  await update.click();
  await expect(page.getByText(messages.password.settingsMismatch)).toBeVisible();

  // A wrong current password is refused with the provider's message.
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('Confirm new password').fill('Roasted-Beans-2026');
  await update.click();
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible();

  await page.getByLabel('Current password').fill(demo.client.password);
  await update.click();
  await expectToast(page, messages.password.updated);
  await expect(page.getByLabel('Current password')).toHaveValue('');
  // The other browser's session has ended; this one stays.
  await expect(page.getByRole('list', { name: 'Signed-in sessions' }).getByRole('listitem')).toHaveCount(1);
  await other.reload();
  await expect(other).toHaveURL(/\/login/);

  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(demo.client.email);
  await page.getByLabel('Password', { exact: true }).fill('Roasted-Beans-2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await skipWelcome(page);

  // Back to the demo password, for the journeys that follow.
  await page.goto('/dashboard/settings?tab=security');
  await page.getByLabel('Current password').fill('Roasted-Beans-2026');
  await page.getByLabel('New password', { exact: true }).fill(demo.client.password);
  await page.getByLabel('Confirm new password').fill(demo.client.password);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expectToast(page, messages.password.updated);
});
