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

  // Created: the SPEC toast, and the page says exactly what comes next (no bare sign-in form, no
  // trip through the dashboard's guard): the address the email went to, the steps, and a resend.
  const claimed = page.waitForResponse((r) => r.url().endsWith('/claim') && r.status() === 201);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await claimed;
  await expectToast(page, 'Account created successfully! Please check your email to verify your account.');
  await expect(page.getByRole('heading', { name: 'Check your inbox', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'We sent you an email' })).toBeVisible();
  await expect(page.getByText(`It went to ${email}`)).toBeVisible();
  await expect(page.getByText('Open the link in that email to verify your address.')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\?/);
  await expectAccessible(page);
  await page.screenshot({ path: '.tmp/purchase-check-inbox-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: '.tmp/purchase-check-inbox-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  const resent = page.waitForResponse(
    (r) => r.url().endsWith('/api/auth/send-verification-email') && r.status() === 200,
  );
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await resent;
  await expectToast(page, 'If your account still needs verifying, a new verification link is on its way.');

  // The (latest) verification link from the outbox, then the first sign-in lands on the dashboard.
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
  await page.route('**/api/purchases/test-checkout', (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('alert')).toHaveText('The test payment did not go through. Please try again.');
  await expect(page.getByRole('button', { name: 'Pay' })).toBeEnabled();

  // Production, or Stripe configured: the endpoint answers 404 and the page says there is no test checkout.
  await page.unrouteAll();
  await page.route('**/api/purchases/test-checkout', (route) =>
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

test('a buyer whose verification email could not be sent is told so and can ask for it again', async ({
  page,
}) => {
  const email = `buyer-delayed-${Date.now()}@example.com`;
  const checkout = await page.request.post('/api/purchases/test-checkout', {
    data: { serviceTier: 'MVP Growth Retainer', email },
  });
  expect(checkout.status()).toBe(201);
  const { sessionId } = (await checkout.json()) as { sessionId: string };
  // The account is really created; only the mailer's failure, which the answer reports, is made up.
  await page.route('**/claim', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), verificationEmailSent: false } });
  });
  await page.goto(`/onboarding?session_id=${sessionId}`);
  await page.getByLabel('Company').fill('Delayed Ltd');
  await page.getByLabel('Contact person').fill('Dee Layed');
  await page.getByLabel('Password', { exact: true }).fill('Buyer-2026!');
  await page.getByLabel('Confirm password').fill('Buyer-2026!');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('heading', { name: 'Your email is delayed' })).toBeVisible();
  await expect(
    page.getByText(`We could not send it just now to ${email} Ask for it again below.`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expectToast(page, 'If your account still needs verifying, a new verification link is on its way.');
});
