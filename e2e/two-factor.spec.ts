import type { Browser, Page } from '@playwright/test';
import { twoFactorMessages } from '../src/shared/domain/two-factor';
import { currentCode, wrongCode } from '../test/support/totp';
import { expect, test } from './fixtures';
import { signedIn } from './review-samples';
import { expectAccessible, expectToast, linkFromOutbox, newClient } from './support';

// Issue 49, decision 047: two-factor sign-in. A client turns it on from Settings, Security (QR code, the
// key as text, a first code, ten recovery codes) and signs in with a code, then once with a recovery code.
// Staff: an admin of its own turns it on at Security and requires it of staff; a new account manager is
// held at its setup right after the password; the admin resets the manager's, and stops requiring it with
// the password and a code. The demo admin never gets two-factor, and the requirement is always turned off
// again, so the journeys after these on the same server sign in as before.

const SHOTS = 'test-results/shots';
const phone = { width: 375, height: 812 };

/** The key the app would take by hand, read from the dialog as a person would (its spaces dropped). */
async function keyShown(page: Page): Promise<string> {
  const key = page.locator('#two-factor-key');
  await expect(key).toBeVisible();
  return ((await key.textContent()) ?? '').replace(/\s+/g, '');
}

/**
 * Turns two-factor on from the card or the forced setup on `page`: the password, the QR code and its key,
 * a first code, then the ten recovery codes, ticked as saved. Returns the key and the codes.
 */
async function turnOn(page: Page, password: string, shot?: string) {
  const dialog = page.getByRole('dialog');
  const scope = (await dialog.count()) > 0 ? dialog : page.locator('main');
  await scope.getByLabel('Password', { exact: true }).fill(password);
  await scope.getByRole('button', { name: 'Continue' }).click();
  await expect(scope.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const key = await keyShown(page);
  expect(key).toMatch(/^[A-Z2-7]{32,}$/);
  const first = scope.getByLabel('Enter the 6-digit code your app shows');
  await first.fill(await wrongCode(key));
  await scope.getByRole('button', { name: 'Confirm' }).click();
  await expect(scope.getByText(twoFactorMessages.wrongCode)).toBeVisible();
  if (shot) await page.screenshot({ path: `${SHOTS}/${shot}-scan.png`, fullPage: true });
  await first.fill(await currentCode(key));
  await scope.getByRole('button', { name: 'Confirm' }).click();
  const codes = scope.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
  const done = scope.getByRole('button', { name: 'Done' });
  await expect(done).toBeDisabled();
  if (shot) await page.screenshot({ path: `${SHOTS}/${shot}-codes.png`, fullPage: true });
  await scope.getByRole('checkbox', { name: 'I have saved these codes' }).check();
  await done.click();
  return { key, recoveryCodes };
}

/** The password step at `path`; the form then asks for the code. */
async function passwordStep(page: Page, path: '/login' | '/admin/login', email: string, password: string) {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await expect(page.getByLabel('Authentication code')).toBeFocused();
}

/** A staff member of its own, invited by the demo admin and verified, in a browser of its own (not signed in). */
async function newStaff(browser: Browser, admin: Page, role: 'admin' | 'manager', name: string) {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const email = `${role}-2fa-${stamp}@example.com`;
  const password = 'Staff-Journey-2026';
  const invite = await admin.request.post('/api/admin/team/invites', { data: { label: name, role } });
  expect(invite.status()).toBe(201);
  const { token } = (await invite.json()) as { token: string };
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const registered = await context.request.post(`/api/invites/${token}/register`, {
    data: { email, password, confirmPassword: password, contactPerson: name },
  });
  expect(registered.status()).toBe(201);
  const page = await context.newPage();
  await page.goto(await linkFromOutbox(admin.request, email, 'verify-email'));
  return { page, email, password, name };
}

test('a client turns on two-factor sign-in, then signs in with a code, and once with a recovery code', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await signedIn(browser, 'admin');
  const client = await newClient(browser, admin, { name: 'Two Factor' });
  const page = client.page;

  await page.goto('/dashboard/settings');
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByText('Two-factor sign-in', { exact: true })).toBeVisible();
  await expect(page.getByText('Off', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('dialog', { name: 'Turn on two-factor sign-in' })).toBeVisible();
  await expectAccessible(page);
  const { key, recoveryCodes } = await turnOn(page, client.password, 'two-factor-client');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New recovery codes' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/two-factor-client-security-1280.png`, fullPage: true });

  // Another browser: the password alone leaves it at the code step; a wrong code is refused in place.
  const other = await (await browser.newContext({ viewport: phone })).newPage();
  await passwordStep(other, '/login', client.email, client.password);
  await other.getByLabel('Authentication code').fill(await wrongCode(key));
  await other.getByRole('button', { name: 'Verify' }).click();
  await expect(other.getByText(twoFactorMessages.wrongCode)).toBeVisible();
  await expect(other.getByLabel('Authentication code')).toBeFocused();
  await expect(other).toHaveURL(/\/login$/);
  await expectAccessible(other);
  await other.screenshot({ path: `${SHOTS}/two-factor-code-step-375.png`, fullPage: true });
  expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await other.getByLabel('Authentication code').fill(await currentCode(key));
  await other.getByRole('button', { name: 'Verify' }).click();
  await expect(other).toHaveURL(/\/dashboard$/);

  // A third: a recovery code as typed from paper (capitals, no dash) works once.
  const third = await (await browser.newContext()).newPage();
  await passwordStep(third, '/login', client.email, client.password);
  await third.getByRole('button', { name: 'Use a recovery code instead' }).click();
  const recovery = recoveryCodes[0] as string;
  await third.getByLabel('Recovery code').fill(recovery.replace('-', '').toUpperCase());
  await third.getByRole('button', { name: 'Verify' }).click();
  await expect(third).toHaveURL(/\/dashboard$/);
  const fourth = await (await browser.newContext()).newPage();
  await passwordStep(fourth, '/login', client.email, client.password);
  await fourth.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await fourth.getByLabel('Recovery code').fill(recovery);
  await fourth.getByRole('button', { name: 'Verify' }).click();
  await expect(fourth.getByText(twoFactorMessages.wrongRecoveryCode)).toBeVisible();

  // Turning it off takes the password and a code.
  await page.getByRole('button', { name: 'Turn off' }).click();
  const off = page.getByRole('dialog', { name: 'Turn off two-factor sign-in?' });
  await off.getByLabel('Password', { exact: true }).fill(client.password);
  await off.getByLabel('Authentication code or recovery code').fill(await currentCode(key));
  await off.getByRole('button', { name: 'Turn off' }).click();
  await expectToast(page, twoFactorMessages.turnedOff);
  await expect(page.getByText('Off', { exact: true })).toBeVisible();
});

test('an admin requires two-factor of staff: a new manager sets it up before anything else; a reset and the way back', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const demoAdmin = await signedIn(browser, 'admin');
  const owner = await newStaff(browser, demoAdmin, 'admin', 'Robin Security');
  const admin = owner.page;
  await admin.getByLabel('Email').fill(owner.email);
  await admin.getByLabel('Password', { exact: true }).fill(owner.password);
  await admin.getByRole('button', { name: 'Sign In' }).click();
  await expect(admin).toHaveURL(/\/admin$/);

  // The admin's own Security page, from the sidebar.
  await admin.getByRole('link', { name: 'Security' }).click();
  await expect(admin).toHaveURL(/\/admin\/security$/);
  await expect(admin.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  await admin.getByRole('button', { name: 'Turn on' }).click();
  const { key } = await turnOn(admin, owner.password);
  await expect(admin.getByText('On', { exact: true })).toBeVisible();

  // An account manager joins (before the requirement: the demo admin, without two-factor, invites them).
  const newcomer = await newStaff(browser, demoAdmin, 'manager', 'Sam Newcomer');

  // Settings, System: require it of staff.
  let required = false;
  try {
    await admin.goto('/admin/settings');
    await admin.getByRole('tab', { name: 'System' }).click();
    const requirement = admin.getByRole('switch', { name: 'Require two-factor sign-in for staff' });
    await expect(requirement).not.toBeChecked();
    await requirement.click();
    await expectToast(admin, twoFactorMessages.requirementOn);
    await expect(requirement).toBeChecked();
    required = true;
    await admin.screenshot({ path: `${SHOTS}/two-factor-requirement-1280.png`, fullPage: true });

    // The new account manager: right after the password, the setup and nothing else.
    const manager = newcomer.page;
    await manager.getByLabel('Email').fill(newcomer.email);
    await manager.getByLabel('Password', { exact: true }).fill(newcomer.password);
    await manager.getByRole('button', { name: 'Sign In' }).click();
    await expect(manager.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
    await expect(manager.getByText(twoFactorMessages.setupRequired)).toBeVisible();
    await expect(manager.getByRole('navigation')).toHaveCount(0);
    await manager.screenshot({ path: `${SHOTS}/two-factor-setup-1280.png`, fullPage: true });
    await manager.setViewportSize(phone);
    await manager.screenshot({ path: `${SHOTS}/two-factor-setup-375.png`, fullPage: true });
    expect(await manager.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );
    await manager.setViewportSize({ width: 1280, height: 900 });
    // The server holds them there too, whatever the page asks.
    const held = await manager.request.get('/api/admin/clients');
    expect(held.status()).toBe(403);
    await turnOn(manager, newcomer.password, 'two-factor-setup');
    await expect(manager.getByRole('heading', { name: 'Client Management', level: 1 })).toBeVisible();
    expect((await manager.request.get('/api/admin/clients')).status()).toBe(200);

    // Team Settings shows who has it; the admin resets the manager's, which signs them out.
    await admin.getByRole('tab', { name: 'Team Settings' }).click();
    const reset = admin.getByRole('button', { name: `Reset two-factor for ${newcomer.name}` });
    await expect(reset).toBeVisible();
    await reset.click();
    const confirm = admin.getByRole('dialog', { name: `Reset two-factor sign-in for ${newcomer.name}?` });
    await confirm.getByRole('button', { name: 'Reset two-factor' }).click();
    await expectToast(admin, twoFactorMessages.resetDone(newcomer.name));
    await expect(reset).toHaveCount(0);
    expect((await manager.request.get('/api/me')).status()).toBe(401);

    // Stopping the requirement takes the admin's password and a code.
    await admin.getByRole('tab', { name: 'System' }).click();
    await requirement.click();
    const stop = admin.getByRole('dialog', { name: 'Stop requiring two-factor sign-in?' });
    await stop.getByLabel('Password', { exact: true }).fill(owner.password);
    await stop.getByLabel('Authentication code or recovery code').fill(await wrongCode(key));
    await stop.getByRole('button', { name: 'Stop requiring' }).click();
    await expect(stop.getByText(twoFactorMessages.wrongCode)).toBeVisible();
    await stop.getByLabel('Authentication code or recovery code').fill(await currentCode(key));
    await stop.getByRole('button', { name: 'Stop requiring' }).click();
    await expectToast(admin, twoFactorMessages.requirementOff);
    await expect(requirement).not.toBeChecked();
    required = false;
  } finally {
    // Whatever failed above, the journeys after this one on this server must not meet the requirement.
    if (required) {
      const off = await admin.request.put('/api/admin/agency/two-factor-requirement', {
        data: { required: false, password: owner.password, code: await currentCode(key) },
      });
      expect(off.status()).toBe(200);
    }
  }
});
