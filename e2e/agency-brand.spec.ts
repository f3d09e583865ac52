import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectToast, signIn } from './support';

// The agency's own brand: an admin uses an SVG as the agency logo in the System tab and sees it drawn
// there and in the sidebar; an SVG that could run script is refused with a message naming what it holds.

const markSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
  '<circle cx="48" cy="48" r="40" fill="#1d4ed8"/></svg>';

/** Whether the browser drew the image: a broken or blocked picture has no natural width. */
const drawn = (page: Page, name: string) =>
  page.getByRole('img', { name }).evaluate((img) => (img as HTMLImageElement).naturalWidth > 0);

test('an admin uploads an SVG logo in the System tab and sees it; one with a script is refused', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'System' }).click();
  await expect(page.getByText('JPG, PNG or SVG')).toBeVisible();

  await page.locator('#agency-logo-file').setInputFiles({
    name: 'mark.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(markSvg),
  });
  await expectToast(page, 'Logo uploaded successfully');
  const preview = page.getByRole('img', { name: 'Current agency logo' });
  await expect(preview).toBeVisible();
  await expect.poll(() => drawn(page, 'Current agency logo')).toBe(true);
  await expect(page.getByTestId('agency-logo').first()).toBeVisible();
  const src = await preview.getAttribute('src');

  await page.locator('#agency-logo-file').setInputFiles({
    name: 'hostile.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(markSvg.replace('<circle', '<script>alert(1)</script><circle')),
  });
  const refusal =
    "This SVG can't be used: it contains a script (<script>). Please export a plain SVG, or upload a PNG or JPG.";
  await expect(page.getByRole('alert').filter({ hasText: refusal }).first()).toBeVisible();
  // The logo in use stays.
  await expect(preview).toHaveAttribute('src', src ?? '');
  await expect.poll(() => drawn(page, 'Current agency logo')).toBe(true);
});
