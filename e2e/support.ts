import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

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
  if (await skip.isVisible()) await skip.click();
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
