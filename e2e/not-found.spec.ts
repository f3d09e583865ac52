import { messages } from '../src/shared/messages';
import { expect, test } from './fixtures';
import { expectAccessible, signIn } from './support';

// Issue 45: an unknown URL is the not-found page with status 404; inside a dashboard it keeps the shell.

test('an unknown URL is the not-found page, answered with 404; a known one with 200', async ({ page }) => {
  const unknown = await page.goto('/no/such/page');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: messages.notFound.title })).toBeVisible();
  await expect(page.getByRole('link', { name: messages.notFound.returnHome })).toHaveAttribute('href', '/');

  const known = await page.goto('/login');
  expect(known?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Client Login' })).toBeVisible();
});

test('signed out, an unknown dashboard URL still leads to the sign-in page', async ({ page }) => {
  const res = await page.goto('/dashboard/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Client Login' })).toBeVisible();
});

const areas = [
  { who: 'client', path: '/dashboard/no-such-page', nav: 'Dashboard', home: 'Overview' },
  { who: 'admin', path: '/admin/clients/no-such-client', nav: 'Admin', home: 'Client Management' },
] as const;

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const area of areas) {
      test(`an unknown ${area.who} URL is the not-found page inside the ${area.who} shell`, async ({
        page,
      }) => {
        await signIn(page, area.who);
        const res = await page.goto(area.path);
        expect(res?.status()).toBe(404);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { name: messages.notFound.title, level: 1 })).toBeVisible();
        await expect(main.getByText(messages.notFound.code, { exact: true })).toBeVisible();
        // The shell is still there: its top bar, and its navigation (in the sheet on a phone).
        await expect(page.getByRole('banner')).toBeVisible();
        if (viewport.width < 768) {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await expect(page.getByRole('navigation', { name: area.nav })).toBeVisible();
          await page.keyboard.press('Escape');
        } else {
          await expect(page.getByRole('navigation', { name: area.nav })).toBeVisible();
        }
        await expectAccessible(page);
        await page.screenshot({ path: `.tmp/not-found-${area.who}-${viewport.width}.png`, fullPage: true });

        await main.getByRole('link', { name: messages.notFound.backToDashboard }).click();
        await expect(page).toHaveURL(area.who === 'admin' ? /\/admin$/ : /\/dashboard$/);
        await expect(page.getByRole('heading', { name: area.home, level: 1 })).toBeVisible();
      });
    }
  });
}
