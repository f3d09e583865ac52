import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  expectAccessible,
  expectToast,
  finishWelcome,
  linkFromOutbox,
  registerClient,
  signIn,
} from './support';

// The welcome modal and onboarding are two steps (decision 034): 'Enter Dashboard' closes the modal for
// good, while the banner, the Get Started dot and the overview's prompts stay until the questionnaire is
// saved. The admin's client page shows which of the two the client has done.

const SHOTS = '.tmp/shots-onboarding-steps';
const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };

const stepsOf = (page: Page) => page.getByRole('list', { name: 'Onboarding steps' }).getByRole('listitem');
const welcomeStep = (page: Page) => stepsOf(page).filter({ hasText: 'Welcome tour' });
const questionnaireStep = (page: Page) => stepsOf(page).filter({ hasText: 'Onboarding questionnaire' });

/** The page scrolls down, not sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  // Measured once the page has laid itself out at the new width (a viewport change reflows it).
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(width);
}

test("'Enter Dashboard' closes the welcome modal for good; the reminders stay until the questionnaire is saved", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const admin = await (await browser.newContext({ viewport: desktop })).newPage();
  await signIn(admin, 'admin');
  const { context, id, email, password } = await registerClient(browser, admin, { name: 'Two Steps' });

  // The admin watches the client's Onboarding tab: neither step done yet.
  await admin.goto(`/admin/client/${id}`);
  await admin.getByRole('tab', { name: 'Onboarding' }).click();
  await expect(welcomeStep(admin)).toContainText('Not yet');
  await expect(questionnaireStep(admin)).toContainText('Not yet');
  await expect(admin.getByText('Onboarding not completed yet')).toBeVisible();

  // The new client verifies, signs in and clicks through the welcome modal.
  const client = await context.newPage();
  await client.goto(await linkFromOutbox(admin.request, email, 'verify-email'));
  await client.getByLabel('Email').fill(email);
  await client.getByLabel('Password', { exact: true }).fill(password);
  await client.getByRole('button', { name: 'Sign In' }).click();
  await expect(client).toHaveURL(/\/dashboard$/);
  await finishWelcome(client);

  // The admin's open page hears of it: the tour is done, the questionnaire is not.
  await expect(welcomeStep(admin)).toContainText('Done');
  await expect(welcomeStep(admin)).toContainText('Finished; the welcome screens no longer open.');
  await expect(questionnaireStep(admin)).toContainText('Not yet');
  await expectAccessible(admin);
  await admin.screenshot({ path: `${SHOTS}/admin-welcome-done-1280.png`, fullPage: true });
  await admin.setViewportSize(phone);
  await expect(welcomeStep(admin)).toBeInViewport();
  await expectNoSidewaysScroll(admin);
  await admin.screenshot({ path: `${SHOTS}/admin-welcome-done-375.png`, fullPage: true });
  await admin.setViewportSize(desktop);

  // On the client's side the modal does not come back, even in a new browser session; the banner, the
  // Get Started dot and both overview prompts stay.
  const modal = client.getByRole('dialog');
  const banner = client.getByRole('region', { name: 'Finish setting up' });
  const nav = client.getByRole('navigation', { name: 'Dashboard' });
  const dotted = nav.getByRole('link', { name: 'Get Started (not completed)', exact: true });
  const prompts = client.getByRole('link', { name: 'Complete onboarding' });
  for (const visit of ['after Enter Dashboard', 'after a reload', 'in a new browser session']) {
    if (visit === 'after a reload') await client.reload();
    if (visit === 'in a new browser session') {
      await client.evaluate(() => window.sessionStorage.clear());
      await client.reload();
    }
    await expect(banner, visit).toBeVisible();
    await expect(modal, visit).toHaveCount(0);
    await expect(dotted, visit).toBeVisible();
    await expect(prompts, visit).toHaveCount(2);
  }
  await client.screenshot({ path: `${SHOTS}/client-reminders-1280.png`, fullPage: true });
  await client.setViewportSize(phone);
  await expect(banner).toBeVisible();
  await expect(prompts.first()).toBeVisible();
  await expectNoSidewaysScroll(client);
  await client.screenshot({ path: `${SHOTS}/client-reminders-375.png`, fullPage: true });
  await client.setViewportSize(desktop);

  // The client saves the questionnaire: the reminders go at once, and stay gone after a reload.
  await banner.getByRole('link', { name: 'Get Started' }).click();
  await client.getByLabel(/What does your product do/).fill('Bookings for pottery studios.');
  await client.getByLabel(/What problem does it solve/).fill('Empty wheels on weekday mornings.');
  await client.getByLabel(/Who is your ideal customer/).fill('Studios with a dozen wheels.');
  await client.getByLabel(/Current stage/).selectOption('post-launch');
  await client.getByRole('button', { name: 'Complete Onboarding' }).click();
  await expectToast(client, 'Onboarding completed successfully!');
  await expect(client.getByRole('heading', { name: "You're all set!" })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(dotted).toHaveCount(0);
  await nav.getByRole('link', { name: 'Overview' }).click();
  await expect(client.getByText('No tasks assigned')).toBeVisible();
  await expect(prompts).toHaveCount(0);
  await client.reload();
  await expect(client.getByText('No recent activity yet')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(prompts).toHaveCount(0);
  await expect(modal).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Get Started', exact: true })).toBeVisible();

  // And the admin's page shows both steps done, with the answers, without a reload.
  await expect(questionnaireStep(admin)).toContainText('Done');
  await expect(questionnaireStep(admin)).toContainText(/Completed \w{3} \d{2}, \d{4}\./);
  await expect(admin.getByText('Bookings for pottery studios.')).toBeVisible();
  await expect(welcomeStep(admin)).toContainText('Done');
  await admin.screenshot({ path: `${SHOTS}/admin-both-done-1280.png`, fullPage: true });
  await context.close();
  await admin.context().close();
});
