import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, expectToast, linkFromOutbox, signIn, skipWelcome } from './support';

// How invited clients join: invite links, email verification, the welcome flow, Get
// Started, and password reset. Mail is read from the dev outbox as the admin.

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

/** This exact toast text on screen, so a message wrapped in another fails. */
const expectExactToast = (page: Page, text: string) =>
  expect(
    page.locator('[data-sonner-toast][data-removed="false"]').getByText(text, { exact: true }),
  ).toBeVisible();

/** A fresh, verified client who joined through an invite (made by `admin`), signed in on its own page. */
async function newClient(admin: Page, browser: Browser, name: string) {
  const invite = await admin.request.post('/api/admin/invites', { data: {} });
  const { token } = (await invite.json()) as { token: string };
  const email = `${name}-${Date.now()}@example.com`;
  const password = 'Newcomer-2026!';
  const registered = await admin.request.post(`/api/invites/${token}/register`, {
    data: { email, password, confirmPassword: password, companyName: `${name} Co` },
  });
  expect(registered.status()).toBe(201);
  const client = await newPage(browser);
  await client.goto(await linkFromOutbox(admin.request, email, 'verify-email'));
  await logIn(client, email, password);
  return { client, email, password };
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('an invited client registers, verifies, walks the welcome flow and completes Get Started', async ({
  page,
  browser,
}) => {
  // One journey across two browsers, from the invite to the agency reading the answers: a long one.
  test.setTimeout(120_000);
  const email = `invited-${Date.now()}@example.com`;
  const password = 'Joining-2026!';
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  // The admin generates an invite link for a named company.
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { name: 'Client Management', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Client' })).toBeVisible();
  await page.getByLabel('Label (optional)').fill('E2E invite');
  await page.getByLabel('Company name (optional)').fill('Joining Co');
  await page.getByRole('button', { name: 'Generate Invite Link' }).click();
  await expectToast(page, 'Invite link generated successfully');
  const row = page
    .getByRole('list', { name: 'Invite links' })
    .getByRole('listitem')
    .filter({ hasText: 'E2E invite' });
  await expect(row).toContainText('Active');
  const inviteUrl = (await row.getByText('/invite/').textContent())?.trim() ?? '';
  expect(inviteUrl).toMatch(/\/invite\/[0-9a-f-]{36}$/);
  await row.getByRole('button', { name: /Copy/ }).click();
  await expectToast(page, 'Invite link copied to clipboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inviteUrl);
  await expectAccessible(page);

  // The client opens it in their own browser: the company name is prefilled and SPEC §5 rules apply.
  const client = await newPage(browser);
  await client.goto(inviteUrl);
  await expect(client.getByLabel('Company name')).toHaveValue('Joining Co');
  await expectAccessible(client);
  await client.getByLabel('Email').fill(email);
  await client.getByLabel('Password', { exact: true }).fill('short');
  await client.getByLabel('Confirm password').fill('different');
  await client.getByLabel('Contact person').fill('Jo Joiner');
  await client.getByRole('button', { name: 'Create Account' }).click();
  await expect(client.getByText('Password must be at least 6 characters long')).toBeVisible();
  await expect(client.getByText('Passwords do not match')).toBeVisible();
  await client.getByLabel('Password', { exact: true }).fill(password);
  await client.getByLabel('Confirm password').fill(password);
  await client.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(
    client,
    'Account created successfully! Please check your email to verify your account, then you can log in.',
  );
  await expect(client).toHaveURL(/\/login$/);

  // The link works once.
  await client.goto(inviteUrl);
  await expect(
    client.getByText('This invite link is invalid, expired, or has already been used.'),
  ).toBeVisible();

  // Signing in before verifying is refused, with a way to get a new link.
  await client.goto('/login');
  await client.getByLabel('Email').fill(email);
  await client.getByLabel('Password', { exact: true }).fill(password);
  await client.getByRole('button', { name: 'Sign In' }).click();
  await expect(client.getByRole('alert').filter({ hasText: 'verify your email' })).toBeVisible();
  await client.getByRole('button', { name: 'Resend verification email' }).click();
  await expectToast(client, 'a new verification link is on its way');

  // The verification link from the outbox lands on the login page, which says so.
  await client.goto(await linkFromOutbox(page.request, email, 'verify-email'));
  await expect(client).toHaveURL(/\/login\?verified=1$/);
  await expect(client.getByText('Your email address is verified. You can now log in.')).toBeVisible();
  await client.getByLabel('Email').fill(email);
  await client.getByLabel('Password', { exact: true }).fill(password);
  await client.getByRole('button', { name: 'Sign In' }).click();
  await expect(client).toHaveURL(/\/dashboard$/);

  // The 4-step welcome modal opens over the dashboard; 'Skip for now' closes it for this browser session.
  const modal = client.getByRole('dialog');
  const steps = modal.getByRole('list', { name: 'Progress' }).getByRole('listitem');
  await expect(modal.getByRole('heading', { name: 'Welcome to your client portal' })).toBeVisible();
  await expect(modal).toContainText('Step 1 of 4');
  await expect(steps).toHaveCount(4);
  await expectAccessible(client);
  await modal.getByRole('button', { name: 'Skip for now' }).click();
  await expect(modal).toBeHidden();

  // Until the questionnaire is saved: a dot on Get Started, a banner pointing there, and prompts to
  // complete onboarding in place of the overview's Current Tasks and Recent Activity.
  const nav = client.getByRole('navigation', { name: 'Dashboard' });
  const banner = client.getByRole('region', { name: 'Finish setting up' });
  const tasksPrompt = client.getByText('Complete your onboarding to see your current tasks here.');
  const activityPrompt = client.getByText(
    'Complete your onboarding to see recent messages and updates here.',
  );
  await expect(nav.getByRole('link', { name: 'Get Started (not completed)', exact: true })).toBeVisible();
  await expect(tasksPrompt).toBeVisible();
  await expect(activityPrompt).toBeVisible();
  await expect(client.getByRole('link', { name: 'Complete onboarding' })).toHaveCount(2);
  await expect(client.getByText('No tasks assigned')).toBeHidden();
  await expect(client.getByText('No recent activity yet')).toBeHidden();
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'Get Started' }).click();
  await expect(client).toHaveURL(/\/dashboard\/onboarding$/);
  await expect(client.getByRole('heading', { name: 'Get Started', level: 1 })).toBeVisible();
  await nav.getByRole('link', { name: 'Overview' }).click();
  await expect(tasksPrompt).toBeVisible();
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Get Started (not completed)', exact: true })).toBeVisible();

  // Neither skipping nor dismissing finished anything. A reload brings the banner back, while the skipped
  // modal stays away for the rest of the browser session; a new session shows it again.
  await client.reload();
  await expect(banner).toBeVisible();
  await expect(modal).toHaveCount(0);
  await client.evaluate(() => window.sessionStorage.clear());
  await client.reload();
  await expect(modal).toContainText('Step 1 of 4');
  for (const [index, title] of [
    'Welcome to your client portal',
    'Work with your team',
    'Tell us about your product',
    "You're ready",
  ].entries()) {
    await expect(modal).toContainText(`Step ${index + 1} of 4`);
    await expect(modal.getByRole('heading', { name: title })).toBeVisible();
    await expect(steps.nth(index)).toHaveAttribute('aria-current', 'step');
    if (index < 3) await modal.getByRole('button', { name: 'Next' }).click();
  }
  await expect(modal.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await modal.getByRole('button', { name: 'Enter Dashboard' }).click();

  // 'Enter Dashboard' closes the modal for good, even in a new browser session; the questionnaire is
  // still to do, so the banner, the dot and the prompts stay (decision 034).
  for (const visit of ['after Enter Dashboard', 'in a new browser session']) {
    if (visit === 'in a new browser session') {
      await client.evaluate(() => window.sessionStorage.clear());
      await client.reload();
    }
    await expect(banner, visit).toBeVisible();
    await expect(modal, visit).toHaveCount(0);
    await expect(tasksPrompt, visit).toBeVisible();
    await expect(activityPrompt, visit).toBeVisible();
    await expect(
      nav.getByRole('link', { name: 'Get Started (not completed)', exact: true }),
      visit,
    ).toBeVisible();
  }

  // Get Started: required answers first, then the 'all set' view that stays after a reload.
  await client.goto('/dashboard/onboarding');
  await expect(client.getByText('This takes 5 to 7 minutes.')).toBeVisible();
  await expectAccessible(client);
  await client.getByRole('button', { name: 'Complete Onboarding' }).click();
  await expect(client.getByText('This field is required')).toHaveCount(3);
  await expect(client.getByText('Please choose your current stage')).toBeVisible();
  await client.getByLabel(/What does your product do/).fill('A scheduling app for clinics.');
  await client.getByLabel(/What problem does it solve/).fill('No-shows and double bookings.');
  await client.getByLabel(/Who is your ideal customer/).fill('Small private clinics.');
  await client.getByLabel(/Current stage/).selectOption('launch-ready');
  await client.getByLabel(/Website/).fill('not a url');
  await client.getByRole('button', { name: 'Complete Onboarding' }).click();
  await expect(client.getByText('Please enter a valid URL starting with http:// or https://')).toBeVisible();
  await client.getByLabel(/Website/).fill('https://clinic.example');
  await client.getByRole('button', { name: 'Complete Onboarding' }).click();
  await expectToast(client, 'Onboarding completed successfully!');
  await expect(client.getByRole('heading', { name: "You're all set!" })).toBeVisible();
  await expect(client.getByRole('main')).toContainText(
    'What happens next: you will receive your strategy audit within 2 business days.',
  );
  await client.reload();
  await expect(client.getByRole('heading', { name: "You're all set!" })).toBeVisible();

  // Only now do the reminders go: no banner, dot or prompts, and the overview's own empty states.
  await nav.getByRole('link', { name: 'Overview' }).click();
  await expect(client.getByText('No tasks assigned')).toBeVisible();
  await expect(client.getByText('No recent activity yet')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(tasksPrompt).toHaveCount(0);
  await expect(activityPrompt).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Get Started', exact: true })).toBeVisible();
  await client.context().close();

  // Back on the admin's list: the link is used and the new client has a card, found by search.
  await page.reload();
  await expect(row).toContainText('Used');
  await page.getByPlaceholder('Search clients...').fill('joining co');
  const card = page.getByRole('listitem').filter({ hasText: 'Client since' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Jo Joiner');
  await expect(card.getByRole('link', { name: /View Profile/ })).toHaveAttribute('href', /\/admin\/client\//);
  await page.getByPlaceholder('Search clients...').fill('nobody by this name');
  await expect(page.getByText('No clients match your search')).toBeVisible();

  await row.getByRole('button', { name: /Delete/ }).click();
  // Deleting asks first.
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete invite link' }).click();
  await expectToast(page, 'Invite link deleted successfully');
  await expect(row).toHaveCount(0);

  // The agency reads the answers on the client's page.
  await page.getByPlaceholder('Search clients...').fill('joining co');
  await card.getByRole('link', { name: /View Profile/ }).click();
  await page.getByRole('tab', { name: 'Onboarding' }).click();
  const onboardingSteps = page.getByRole('list', { name: 'Onboarding steps' }).getByRole('listitem');
  await expect(onboardingSteps.filter({ hasText: 'Welcome tour' })).toContainText('Done');
  await expect(onboardingSteps.filter({ hasText: 'Onboarding questionnaire' })).toContainText('Done');
  await expect(page.getByText('A scheduling app for clinics.')).toBeVisible();
  await expect(page.getByText('https://clinic.example')).toBeVisible();
  await expectAccessible(page);
});

test('an unusable invite link says so and offers a way home', async ({ page }) => {
  await page.goto('/invite/not-a-real-token');
  await expect(
    page.getByText('This invite link is invalid, expired, or has already been used.'),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a client resets a forgotten password from the login page', async ({ page, browser }) => {
  await signIn(page, 'admin');
  const invite = await page.request.post('/api/admin/invites', { data: {} });
  const { token } = (await invite.json()) as { token: string };
  const email = `forgetful-${Date.now()}@example.com`;
  const registered = await page.request.post(`/api/invites/${token}/register`, {
    data: { email, password: 'First-2026!', confirmPassword: 'First-2026!', companyName: 'Forget Co' },
  });
  expect(registered.status()).toBe(201);

  const client = await newPage(browser);
  await client.goto(await linkFromOutbox(page.request, email, 'verify-email'));
  await client.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(client).toHaveURL(/\/forgot-password$/);
  await expectAccessible(client);
  await client.getByLabel('Email').fill(email);
  await client.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(client.getByText('If an account exists for this email')).toBeVisible();

  await client.goto(await linkFromOutbox(page.request, email, 'reset-password'));
  await client.getByLabel('New password', { exact: true }).fill('Second-2026!');
  await client.getByLabel('Confirm new password').fill('Second-2026?');
  await client.getByRole('button', { name: 'Reset Password' }).click();
  await expect(client.getByText('Passwords do not match')).toBeVisible();
  await client.getByLabel('Confirm new password').fill('Second-2026!');
  await client.getByRole('button', { name: 'Reset Password' }).click();
  await expectToast(client, 'Your password has been reset');
  await expect(client).toHaveURL(/\/login$/);

  await client.getByLabel('Email').fill(email);
  await client.getByLabel('Password', { exact: true }).fill('Second-2026!');
  await client.getByRole('button', { name: 'Sign In' }).click();
  await expect(client).toHaveURL(/\/dashboard$/);
  await client.context().close();
});

test('a failed onboarding save says why and keeps the answers, even across signing in again', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  const { client, email, password } = await newClient(page, browser, 'unsaved');
  // A full page load opens the welcome modal again, over the form.
  await client.goto('/dashboard/onboarding');
  await skipWelcome(client);
  const product = client.getByLabel(/What does your product do/);
  const website = client.getByLabel(/Website/);
  await product.fill('Invoices that chase themselves.');
  await client.getByLabel(/What problem does it solve/).fill('Late payments.');
  await client.getByLabel(/Who is your ideal customer/).fill('Freelancers.');
  await client.getByLabel(/Current stage/).selectOption('mvp');
  await website.fill('https://invoices.example');
  const complete = client.getByRole('button', { name: 'Complete Onboarding' });

  // SPEC §8: what each refusal says; a server error's own sentence is not wrapped in another.
  const refusals = [
    {
      status: 409,
      message: 'Onboarding has already been completed',
      toast: 'Onboarding has already been completed',
    },
    {
      status: 400,
      message: 'Website link is too long',
      toast: 'Failed to save onboarding data: Website link is too long',
    },
    {
      status: 500,
      message: 'Failed to save onboarding data. Please try again.',
      toast: 'Failed to save onboarding data. Please try again.',
    },
  ];
  for (const refusal of refusals) {
    await client.route('**/api/onboarding', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: refusal.status,
            json: { error: { code: 'refused', message: refusal.message } },
          })
        : route.fallback(),
    );
    await complete.click();
    await expectExactToast(client, refusal.toast);
    await client.unroute('**/api/onboarding');
    await expect(product).toHaveValue('Invoices that chase themselves.');
    await expect(website).toHaveValue('https://invoices.example');
  }

  // The session ends mid-form: the client is told to log in and sent there, and the answers wait.
  await client.context().clearCookies();
  await complete.click();
  await expectExactToast(client, 'You must be logged in to save onboarding data');
  await expect(client).toHaveURL(/\/login$/);
  await logIn(client, email, password);
  await client.getByRole('button', { name: 'Skip for now' }).click();
  await client
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: /Get Started/ })
    .click();
  await expect(product).toHaveValue('Invoices that chase themselves.');
  await expect(website).toHaveValue('https://invoices.example');
  await expect(client.getByLabel(/Current stage/)).toHaveValue('mvp');
  const banner = client.getByRole('region', { name: 'Finish setting up' });
  await expect(banner).toBeVisible();
  await complete.click();
  await expectToast(client, 'Onboarding completed successfully!');
  await expect(client.getByRole('heading', { name: "You're all set!" })).toBeVisible();
  // Saving completes onboarding: the reminders go with the form (and the welcome modal for good).
  await expect(banner).toBeHidden();
  await expect(
    client
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Get Started', exact: true }),
  ).toBeVisible();
  await client.context().close();
});

test('an invite check that fails for a server reason can be retried, not called dead', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  const invite = await page.request.post('/api/admin/invites', { data: { companyName: 'Retry Co' } });
  const { token } = (await invite.json()) as { token: string };
  const dead = 'This invite link is invalid, expired, or has already been used.';

  const visitor = await newPage(browser);
  await visitor.route(`**/api/invites/${token}`, (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: 'internal', message: 'An unexpected error occurred' } },
    }),
  );
  await visitor.goto(`/invite/${token}`);
  await expect(visitor.getByRole('alert')).toContainText("We couldn't check your invite link right now.");
  await expect(visitor.getByText(dead)).toHaveCount(0);
  await expectAccessible(visitor);
  await visitor.unroute(`**/api/invites/${token}`);
  await visitor.getByRole('button', { name: 'Try again' }).click();
  await expect(visitor.getByLabel('Company name')).toHaveValue('Retry Co');

  // SPEC §8: a failed registration shows the server's reason, or 'Failed to create account'.
  await visitor.getByLabel('Email').fill(`retry-${Date.now()}@example.com`);
  await visitor.getByLabel('Password', { exact: true }).fill('Retrying-2026!');
  await visitor.getByLabel('Confirm password').fill('Retrying-2026!');
  await visitor.route(`**/api/invites/${token}/register`, (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: 'internal', message: 'An unexpected error occurred' } },
    }),
  );
  await visitor.getByRole('button', { name: 'Create Account' }).click();
  await expectExactToast(visitor, 'Failed to create account');
  await visitor.unroute(`**/api/invites/${token}/register`);

  // Someone else uses the link while the form is open: the server's reason, then the dead-link view.
  const taken = await page.request.post(`/api/invites/${token}/register`, {
    data: {
      email: `first-${Date.now()}@example.com`,
      password: 'First-2026!',
      confirmPassword: 'First-2026!',
      companyName: 'Retry Co',
    },
  });
  expect(taken.status()).toBe(201);
  await visitor.getByRole('button', { name: 'Create Account' }).click();
  await expectExactToast(visitor, dead);
  await expect(
    visitor.getByRole('alert').filter({ has: visitor.getByRole('link', { name: 'Go to Home' }) }),
  ).toContainText(dead);
  await expect(visitor.getByRole('button', { name: 'Create Account' })).toHaveCount(0);
  await visitor.context().close();
});
