import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demo, expectAccessible, skipWelcome } from './support';

// Issue 45: the agency's name and logo where a client meets it before signing in, and the sign-in,
// registration and password pages served with their form before any script runs (decision 033).

const SHOTS = '.tmp/shots-brand';
const wide = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };
// A 2×1 PNG (a wide logo).
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGOw2PZfUMkYAAmLAlTXgxA/AAAAAElFTkSuQmCC',
  'base64',
);

async function adminApi(browser: Browser): Promise<APIRequestContext> {
  const context = await browser.newContext();
  const signedIn = await context.request.post('/api/auth/sign-in/email', { data: demo.admin });
  expect(signedIn.ok()).toBe(true);
  return context.request;
}

/** A page of each kind, at the addresses a person reaches them by (an invite and a checkout made here). */
async function brandPages(admin: APIRequestContext) {
  const invite = await admin.post('/api/admin/invites', { data: { companyName: `Brand ${Date.now()}` } });
  expect(invite.status()).toBe(201);
  const { token } = (await invite.json()) as { token: string };
  const checkout = await admin.post('/api/purchases/test-checkout', {
    data: { serviceTier: 'Launch Sprint' },
  });
  expect(checkout.status()).toBe(201);
  const { sessionId } = (await checkout.json()) as { sessionId: string };
  return [
    { name: 'login', path: '/login', heading: 'Client Login' },
    { name: 'admin-login', path: '/admin/login', heading: 'Admin Login' },
    { name: 'invite', path: `/invite/${token}`, heading: 'Create your account' },
    { name: 'forgot', path: '/forgot-password', heading: 'Forgot your password?' },
    { name: 'reset', path: '/reset-password?token=from-the-email', heading: 'Choose a new password' },
    { name: 'onboarding', path: `/onboarding?session_id=${sessionId}`, heading: 'Create your account' },
  ];
}

/** The brand link a person sees: the brand panel's on wide screens, the top bar's on phones. */
const brandLink = (page: Page) => page.getByRole('link', { name: 'Agency Portal', exact: true });

test('the sign-in, registration and password pages show their form before any script runs', async ({
  browser,
}) => {
  const admin = await adminApi(browser);
  const pages = (await brandPages(admin)).filter((p) => p.name !== 'onboarding');
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
  const page = await context.newPage();
  const fields: Record<string, string[]> = {
    login: ['Email', 'Password'],
    'admin-login': ['Email', 'Password'],
    invite: ['Email', 'Password', 'Confirm password', 'Company name', 'Contact person'],
    forgot: ['Email'],
    reset: ['New password', 'Confirm new password'],
  };
  for (const { name, path, heading } of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    for (const label of fields[name] ?? []) {
      await expect(page.getByLabel(label, { exact: true })).toBeEditable();
    }
    await expect(brandLink(page)).toBeVisible();
    // Sent before the app runs, the form would carry the password in the address: it waits for the app.
    await expect(page.locator('button[type="submit"]')).toBeDisabled();
  }
  await context.close();
});

test("each page shows the agency's name, and its logo once an admin uploads one, at both widths", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await adminApi(browser);
  expect((await admin.delete('/api/admin/agency/logo')).status()).toBe(200);
  const pages = await brandPages(admin);

  for (const viewport of [wide, phone]) {
    const page = await (await browser.newContext({ viewport })).newPage();
    for (const { name, path, heading } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(brandLink(page)).toBeVisible();
      await expect(brandLink(page).getByRole('img')).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}-name.png` });
    }
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Agency Portal home' })).toBeVisible();
    await page.context().close();
  }

  const uploaded = await admin.post('/api/admin/agency/logo', {
    multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: png } },
  });
  expect(uploaded.status()).toBe(201);
  const { logoUrl } = (await uploaded.json()) as { logoUrl: string };

  for (const viewport of [wide, phone]) {
    const page = await (await browser.newContext({ viewport })).newPage();
    for (const { name, path, heading } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      const logo = brandLink(page).getByTestId('agency-logo');
      await expect(logo).toBeVisible();
      await expect(logo).toHaveAttribute('src', logoUrl);
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}-logo.png` });
    }
    await page.goto('/');
    const home = page.getByRole('banner').getByRole('link', { name: 'Agency Portal home' });
    await expect(home.getByTestId('agency-logo')).toHaveAttribute('src', logoUrl);
    await page.screenshot({ path: `${SHOTS}/landing-${viewport.width}-logo.png` });
    await page.context().close();
  }
  expect((await admin.delete('/api/admin/agency/logo')).status()).toBe(200);
});

test('what a person types before the app has loaded is kept, the form stays in place, and sign-in works', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  // The app's code is held back until the form has been filled in.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { name: 'Client Login', level: 1 });
  await expect(heading).toBeVisible();
  const before = await heading.boundingBox();
  // The email last: the cursor stays in a field that has no text selection to carry.
  await page.getByLabel('Password', { exact: true }).fill(demo.client.password);
  await page.getByLabel('Email').fill(demo.client.email);

  release();
  await expect(page.locator('#root:not([data-prerendered])')).toBeAttached();
  await page.unrouteAll({ behavior: 'wait' });
  expect(await heading.boundingBox()).toEqual(before);
  await expect(page.getByLabel('Email')).toHaveValue(demo.client.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(demo.client.password);
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await skipWelcome(page);
});

test('the pages work when reached inside the app, and the admin signs in there', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('#root:not([data-prerendered])')).toBeAttached();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?', level: 1 })).toBeVisible();
  await expect(brandLink(page)).toBeVisible();
  await page.getByRole('link', { name: 'Back to login' }).click();
  await page.getByRole('link', { name: 'Admin login' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login', level: 1 })).toBeVisible();
  await expect(brandLink(page)).toBeVisible();
  await page.getByLabel('Email').fill(demo.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
