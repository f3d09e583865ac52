import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page, type ViewportSize } from '@playwright/test';

export const demo = {
  admin: { email: 'admin@agency-portal.local', password: 'Admin-Portal-2026' },
  client: { email: 'client@agency-portal.local', password: 'Client-Portal-2026' },
} as const;

/** Fails on any serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  // Axe reads a toast mid-fade as low contrast, and a toast may start fading at any moment: judge the
  // page once the toasts have gone and every animation that ends has ended (a looping pulse never does).
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY))
        .map((a) => a.finished),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join(', ')})`,
    ),
  ).toEqual([]);
}

export async function signIn(page: Page, who: 'admin' | 'client') {
  const account = demo[who];
  await page.goto(who === 'admin' ? '/admin/login' : '/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(who === 'admin' ? /\/admin$/ : /\/dashboard$/);
  if (who === 'client') await skipWelcome(page);
}

/**
 * Until a client finishes the welcome flow, its modal covers the dashboard and a banner sits above it.
 * Journeys that are not about the welcome flow close both ("Skip for now" keeps the flow unfinished).
 */
export async function skipWelcome(page: Page) {
  const skip = page.getByRole('button', { name: 'Skip for now', exact: true });
  // The dashboard's top bar, not any heading: the login page's heading may linger a moment after the
  // address changes, before the dashboard (and its modal, which hides the top bar) is up.
  const dashboard = page.getByRole('banner');
  await expect(skip.or(dashboard).first()).toBeVisible();
  // The modal covers the dashboard from its first paint, first as its backdrop while its code loads.
  const welcome = page.getByRole('dialog', { name: 'Welcome to your client portal' });
  if (await welcome.isVisible()) await skip.click();
  const dismiss = page.getByRole('button', { name: 'Dismiss', exact: true });
  if (await dismiss.isVisible()) await dismiss.click();
}

/** The toast on screen with this text (the one it replaces may linger in the DOM for a moment). */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast][data-removed="false"]').filter({ hasText: text }).first();

export const expectToast = (page: Page, text: string) => expect(toast(page, text)).toBeVisible();

/** The newest link in the admin-readable outbox sent to `to` whose URL contains `marker`. */
export async function linkFromOutbox(admin: APIRequestContext, to: string, marker: string) {
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

export type NewClientOptions = {
  /** Starts the company name (a stamp follows, so each call makes another client) and the email. */
  name?: string;
  contactPerson?: string;
  viewport?: ViewportSize;
};

/**
 * A client of its own, invited by `admin` and registered through the API, in a browser context of its
 * own; not yet verified or signed in. Journeys that need a fresh client use it so that what they count
 * (tasks, files, notifications, mail) starts from nothing.
 */
export async function registerClient(browser: Browser, admin: Page, options: NewClientOptions = {}) {
  const { name = 'Client', contactPerson = 'Ada Quinn', viewport = { width: 1280, height: 900 } } = options;
  // Two clients made in one millisecond still differ.
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const company = `${name} ${stamp}`;
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${stamp}@example.com`;
  const password = 'Client-Journey-2026';
  const invite = await admin.request.post('/api/admin/invites', { data: { companyName: company } });
  expect(invite.status()).toBe(201);
  const { token } = (await invite.json()) as { token: string };
  const context = await browser.newContext({ viewport });
  const registered = await context.request.post(`/api/invites/${token}/register`, {
    data: { email, password, confirmPassword: password, companyName: company, contactPerson },
  });
  expect(registered.status()).toBe(201);
  const { clients } = (await (
    await admin.request.get(`/api/admin/clients?q=${encodeURIComponent(company)}`)
  ).json()) as {
    clients: { id: string; companyName: string | null }[];
  };
  const id = clients.find((c) => c.companyName === company)?.id;
  expect(id).toBeDefined();
  return { context, id: id as string, company, contactPerson, email, password };
}

/**
 * A registered client (see registerClient) who has followed the verification link, signed in, finished
 * the welcome modal and saved the onboarding questionnaire, so no modal or banner covers the pages a
 * journey opens and the overview shows activity rather than asking for onboarding.
 */
export async function newClient(browser: Browser, admin: Page, options: NewClientOptions = {}) {
  const client = await registerClient(browser, admin, options);
  const page = await client.context.newPage();
  await page.goto(await linkFromOutbox(admin.request, client.email, 'verify-email'));
  await expect(page).toHaveURL(/\/login\?verified=1$/);
  await page.getByLabel('Email').fill(client.email);
  await page.getByLabel('Password', { exact: true }).fill(client.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await finishWelcome(page);
  await saveOnboarding(page);
  return { ...client, page };
}

/** The answers a journey that is not about Get Started saves for its client. */
export const onboardingAnswers = {
  productDescription: 'A booking app for independent studios.',
  problemSolved: 'Missed appointments and double bookings.',
  idealCustomer: 'Studios with one to five staff.',
  currentStage: 'launch-ready',
} as const;

/**
 * Saves the signed-in client's questionnaire through the API, then reloads: the banner, the Get Started
 * dot and the overview's prompts are gone (decision 034: only the questionnaire ends them).
 */
export async function saveOnboarding(page: Page) {
  const saved = await page.request.post('/api/onboarding', { data: onboardingAnswers });
  expect(saved.status()).toBe(201);
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Finish setting up' })).toHaveCount(0);
}

/**
 * Walks the welcome modal to its end: unlike skipWelcome, this closes it for good on the server. The
 * banner and the other reminders stay until the questionnaire is saved.
 */
export async function finishWelcome(page: Page) {
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText('Step 1 of 4');
  for (let step = 0; step < 3; step += 1) await modal.getByRole('button', { name: 'Next' }).click();
  await modal.getByRole('button', { name: 'Enter Dashboard' }).click();
  await expect(modal).toBeHidden();
}
