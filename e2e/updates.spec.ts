import type { Browser } from '@playwright/test';
import { updateMessages } from '../src/shared/domain/project-updates';
import { expect, test } from './fixtures';
import { expectAccessible, signIn, skipWelcome, toast } from './support';

async function signedIn(browser: Browser, who: 'admin' | 'client', viewport = { width: 1280, height: 900 }) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signIn(page, who);
  return page;
}

// A 1×1 PNG and a one-page PDF, made here.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

test('an admin posts an update with an image and a PDF; the client sees the preview and downloads the PDF', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await signedIn(browser, 'admin');
  const client = await signedIn(browser, 'client');
  await client.goto('/dashboard/updates');
  await skipWelcome(client);
  await expect(client.getByRole('heading', { name: 'Updates', level: 1 })).toBeVisible();
  const timeline = client.getByRole('list', { name: 'Project updates' });
  await expect(timeline.getByText('Week 1 recap')).toBeVisible();

  // The Client List pages newest first: the demo client, the oldest, is found by searching.
  await admin.getByRole('searchbox', { name: 'Search clients' }).fill('Northwind Coffee');
  await admin.getByRole('link', { name: 'View Profile: Northwind Coffee Roasters' }).click();
  await admin.getByRole('tab', { name: 'Updates' }).click();
  const form = admin.locator('form').filter({ hasText: 'Post a project update' });
  // A blank message is not posted.
  await form.getByRole('button', { name: 'Post Update' }).click();
  await expect(form.getByText(updateMessages.messageRequired)).toBeVisible();
  // A file of another type is refused with SPEC's alert; six media files keep five and say so.
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(toast(admin, updateMessages.typeRefused)).toBeVisible();
  await form
    .locator('input[type=file]')
    .setInputFiles(
      Array.from({ length: 6 }, (_, i) => ({ name: `shot-${i}.png`, mimeType: 'image/png', buffer: png })),
    );
  await expect(form.getByText(updateMessages.filesDropped(1))).toBeVisible();
  await expect(form.getByRole('list', { name: 'Files to post' }).getByRole('listitem')).toHaveCount(5);
  for (let i = 1; i < 5; i++) await form.getByRole('button', { name: `Remove shot-${i}.png` }).click();
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: pdf });
  await form
    .getByLabel('Post a project update')
    .fill('Week 2: the ads are live. Screenshot and report attached.');
  await admin.screenshot({ path: 'test-results/shots/admin-updates-tab-1280.png', fullPage: true });
  await form.getByRole('button', { name: 'Post Update' }).click();
  await expect(toast(admin, updateMessages.posted)).toBeVisible();
  await expect(
    admin.getByRole('list', { name: 'Project updates' }).getByText('Week 2: the ads are live.'),
  ).toBeVisible();

  // The client's timeline shows it live, newest first, with the picture and the PDF card.
  const newest = timeline.getByRole('listitem').first();
  await expect(newest).toContainText('Week 2: the ads are live.');
  const image = newest.getByRole('img', { name: 'shot-0.png' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(newest.getByText('report.pdf')).toBeVisible();
  await expect(newest.getByText('1 KB')).toBeVisible();
  const [download] = await Promise.all([
    client.waitForEvent('download'),
    newest.getByRole('link', { name: 'Download report.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('report.pdf');
  await expectAccessible(client);
  await client.screenshot({ path: 'test-results/shots/client-updates-1280.png', fullPage: true });

  const phone = await signedIn(browser, 'client', { width: 375, height: 812 });
  await phone.goto('/dashboard/updates');
  await skipWelcome(phone);
  await expect(phone.getByText('Week 2: the ads are live.')).toBeVisible();
  await phone.screenshot({ path: 'test-results/shots/client-updates-375.png', fullPage: true });
});
