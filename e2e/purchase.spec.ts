import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, expectToast, linkFromOutbox, signIn } from './support';

// How a buyer joins: the test checkout (standing in for the payment provider), /payment-success, purchase
// onboarding, email verification and the first sign-in. Mail is read from the dev outbox as the admin.

async function signedInAdmin(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'admin');
  return page;
}

test('a buyer pays at the test checkout, creates their account, verifies it and signs in', async ({
  page,
  browser,
}) => {
  const email = `buyer-${Date.now()}@example.com`;
  const password = 'Buyer-2026!';

  // The checkout explains it is a test, names the plan and takes an optional email.
  await page.goto('/test-checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByText('no card is asked for and nothing is charged')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'MVP Growth Retainer' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Pay' }).click();

  // As the provider would, it sends the browser to /payment-success with the session id.
  await expect(page).toHaveURL(
    /\/payment-success\?session_id=cs_local_\w+&service_tier=MVP\+Growth\+Retainer$/,
  );
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  const sessionId = new URL(page.url()).searchParams.get('session_id') ?? '';

  // Hold the payment check, so the onboarding page's wait is seen; the claim itself is not held.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/purchases/*', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/onboarding\\?session_id=${sessionId}&service_tier=MVP\\+Growth\\+Retainer$`),
  );
  await expect(page.getByText('Verifying payment...')).toBeVisible();
  release();
  await page.unrouteAll({ behavior: 'wait' });

  // The form: the checkout's email prefilled, the plan bought, SPEC §5 rules.
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByText('You purchased MVP Growth Retainer.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await expect(page.getByText('Contact person is required')).toBeVisible();
  await page.getByLabel('Company').fill('Buyer Ltd');
  await page.getByLabel('Contact person').fill('Bea Buyer');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill('Buyer-2026?');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill(password);

  // Created: the SPEC toast, then /dashboard 2 s later, whose guard asks the (signed-out) buyer to log in.
  const visited: { path: string; at: number }[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push({ path: new URL(frame.url()).pathname, at: Date.now() });
  });
  const claimed = page.waitForResponse((r) => r.url().endsWith('/claim') && r.status() === 201);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await claimed;
  const claimedAt = Date.now();
  await expectToast(page, 'Account created successfully! Please check your email to verify your account.');
  await expect(page).toHaveURL(/\/login$/);
  const dashboard = visited.find((v) => v.path === '/dashboard');
  expect(dashboard, `went through /dashboard (visited ${visited.map((v) => v.path)})`).toBeDefined();
  expect(dashboard?.at ?? 0).toBeGreaterThanOrEqual(claimedAt + 1_500);

  // The verification link from the outbox, then the first sign-in lands on the dashboard.
  const admin = await signedInAdmin(browser);
  await page.goto(await linkFromOutbox(admin.request, email, 'verify-email'));
  await expect(page).toHaveURL(/\/login\?verified=1$/);
  await expect(page.getByText('Your email address is verified. You can now log in.')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Welcome to your client portal' }),
  ).toBeVisible();
  await admin.context().close();

  // The same checkout cannot make a second account.
  await page.goto(`/onboarding?session_id=${sessionId}`);
  await expect(page.getByRole('alert')).toContainText('already been created');
});

test('the onboarding page sends a missing or unknown session home', async ({ page }) => {
  for (const path of ['/onboarding', '/onboarding?session_id=cs_local_doesnotexist0000']) {
    await page.goto(path);
    await expectToast(page, 'Invalid session. Please try again.');
    await expect(page).toHaveURL(/\/$/);
  }
});

test('the test checkout says when it is not available, and when a payment fails', async ({ page }) => {
  await page.goto('/test-checkout?service_tier=Launch%20Sprint');
  await expect(page.getByRole('definition').filter({ hasText: 'Launch Sprint' })).toBeVisible();

  // Where the server answers 500, the buyer is told and can try again.
  await page.route('**/api/test-checkout', (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('alert')).toHaveText('The test payment did not go through. Please try again.');
  await expect(page.getByRole('button', { name: 'Pay' })).toBeEnabled();

  // Production, or Stripe configured: the endpoint answers 404 and the page says there is no test checkout.
  await page.unrouteAll();
  await page.route('**/api/test-checkout', (route) =>
    route.fulfill({
      status: 404,
      json: { error: { code: 'not_found', message: 'Test checkout is not available.' } },
    }),
  );
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('alert')).toContainText('Test checkout is not available.');
  await expect(page.getByRole('button', { name: 'Pay' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
