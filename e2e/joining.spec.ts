import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible, signIn } from './support';

// How clients join: invite links, purchase onboarding, email verification, the welcome flow, Get
// Started, and password reset. Mail is read from the dev outbox as the admin.

/** The toast on screen with this text (the one it replaces may linger in the DOM for a moment). */
const expectToast = (page: Page, text: string) =>
  expect(page.locator('[data-sonner-toast][data-removed="false"]').filter({ hasText: text })).toBeVisible();

/** The newest link in the admin-readable outbox sent to `to` whose URL contains `marker`. */
async function linkFromOutbox(admin: APIRequestContext, to: string, marker: string) {
  let link: string | undefined;
  await expect(async () => {
    const response = await admin.get('/api/dev/outbox');
    expect(response.ok()).toBe(true);
    const { emails } = (await response.json()) as {
      emails: { to: string; text: string; createdAt: string }[];
    };
    const mine = emails.filter((e) => e.to === to).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    link = mine.flatMap((e) => e.text.match(/https?:\/\/\S+/g) ?? []).find((url) => url.includes(marker));
    expect(link).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return link as string;
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test('an invited client registers, verifies, walks the welcome flow and completes Get Started', async ({
  page,
  browser,
}) => {
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

  // The 4-step welcome modal, over a banner that points to Get Started.
  const modal = client.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: 'Welcome to your client portal' })).toBeVisible();
  await expect(modal).toContainText('Step 1 of 4');
  await expectAccessible(client);
  for (let step = 0; step < 3; step += 1) await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal).toContainText('Step 4 of 4');
  await modal.getByRole('button', { name: 'Enter Dashboard' }).click();
  await expect(modal).toBeHidden();
  await expect(client.getByRole('region', { name: 'Finish setting up' })).toBeHidden();

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
  await expect(client.getByText('within 2 business days')).toBeVisible();
  await client.reload();
  await expect(client.getByRole('heading', { name: "You're all set!" })).toBeVisible();
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
  await expectToast(page, 'Invite link deleted successfully');
  await expect(row).toHaveCount(0);

  // The agency reads the answers on the client's page.
  await page.getByPlaceholder('Search clients...').fill('joining co');
  await card.getByRole('link', { name: /View Profile/ }).click();
  await page.getByRole('tab', { name: 'Onboarding' }).click();
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
