import type { Page } from '@playwright/test';
import yauzl from 'yauzl';
import { dataExportMessages } from '../src/shared/domain/data-export';
import { expect, test } from './fixtures';
import { expectAccessible, expectToast, newClient, signIn } from './support';

// Issue 49, "A client's data" (decision 048): a client's owner downloads the company's data from Settings,
// and an admin exports the same client from its page.

const SHOTS = 'test-results/shots';
const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };

/** A multipart write: the cross-site guard wants a form to come from the portal's own pages. */
const fromPortal = (page: Page) => ({ Origin: new URL(page.url()).origin });

/** The entries of the zip at `path`, each with its bytes. */
function zipEntries(path: string): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      archive.on('entry', (entry: yauzl.Entry) => {
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            archive.readEntry();
          });
          stream.on('error', reject);
        });
      });
      archive.on('end', () => resolve(entries));
      archive.on('error', reject);
      archive.readEntry();
    });
  });
}

/** Clicks `button` and answers the zip the browser downloaded, by its suggested name and its entries. */
async function downloadZip(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), entries: await zipEntries(path) };
}

const companyName = (entries: Map<string, Buffer>) =>
  JSON.parse(entries.get('profile.json')?.toString('utf8') ?? '{}').company?.name;

test("a client's owner downloads the company's data, on a desktop and a phone; an admin exports it too", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await (await browser.newContext({ viewport: desktop })).newPage();
  await signIn(admin, 'admin');
  const client = await newClient(browser, admin, { name: 'Export Studio' });
  const owner = client.page;

  // A file the client posts on a task the agency gave it.
  const task = await admin.request.post('/api/admin/tasks', {
    data: { title: 'Send the brand kit', clientId: client.id },
  });
  expect(task.status()).toBe(201);
  const { id: taskId } = (await task.json()) as { id: string };
  const kit = Buffer.from(`%PDF-1.4\n% brand kit ${Date.now()}\n%%EOF\n`);
  const posted = await owner.request.post(`/api/tasks/${taskId}/comments`, {
    headers: fromPortal(owner),
    multipart: {
      content: 'Our brand kit',
      file: { name: 'brand-kit.pdf', mimeType: 'application/pdf', buffer: kit },
    },
  });
  expect(posted.status()).toBe(201);

  // Settings, Profile: the card says what is inside and how often, and downloads the zip.
  await owner.goto('/dashboard/settings');
  const card = owner.getByRole('heading', { name: dataExportMessages.cardTitle, level: 2 });
  await expect(card).toBeVisible();
  await expect(owner.getByText(dataExportMessages.cardLimit)).toBeVisible();
  const own = await downloadZip(owner, dataExportMessages.downloadLabel);
  expect(own.name).toMatch(/^export-studio-[a-z0-9-]+-data-\d{4}-\d{2}-\d{2}\.zip$/);
  expect(companyName(own.entries)).toBe(client.company);
  expect(own.entries.get(`files/tasks/${taskId}/brand-kit.pdf`)?.equals(kit)).toBe(true);
  expect([...own.entries.keys()]).toContain('README.txt');
  await expectToast(owner, dataExportMessages.started);
  await expectAccessible(owner);
  // From the top: a full-page shot of a scrolled page draws the sticky top bar mid-page.
  await owner.evaluate(() => window.scrollTo(0, 0));
  await owner.screenshot({ path: `${SHOTS}/data-export-settings-1280.png`, fullPage: true });

  // On a phone the card fits the screen, its button full width.
  await owner.setViewportSize(phone);
  await owner.reload();
  await expect(card).toBeVisible();
  const button = owner.getByRole('button', { name: dataExportMessages.downloadLabel, exact: true });
  await button.scrollIntoViewIfNeeded();
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  const box = await button.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= phone.width).toBe(true);
  await owner.evaluate(() => window.scrollTo(0, 0));
  await owner.screenshot({ path: `${SHOTS}/data-export-settings-375.png`, fullPage: true });
  await expectAccessible(owner);

  // An admin exports the same client from its page: the same company, the same file.
  await admin.goto(`/admin/client/${client.id}`);
  await expect(admin.getByRole('heading', { name: client.company, level: 1 })).toBeVisible();
  const byAdmin = await downloadZip(admin, dataExportMessages.adminExportLabel);
  expect(byAdmin.name).toBe(own.name);
  expect(companyName(byAdmin.entries)).toBe(client.company);
  expect(byAdmin.entries.get(`files/tasks/${taskId}/brand-kit.pdf`)?.equals(kit)).toBe(true);
  await expectToast(admin, dataExportMessages.adminStarted);
  await admin.screenshot({ path: `${SHOTS}/data-export-admin-client-1280.png`, animations: 'disabled' });

  // The day's third, then the fourth is refused in words, with no download.
  await downloadZip(owner, dataExportMessages.downloadLabel);
  let downloaded = false;
  owner.on('download', () => {
    downloaded = true;
  });
  // On a phone the third's toast sits over the button, and a pointer resting on a toast keeps it open.
  await owner.mouse.move(0, 0);
  await expect(owner.locator('[data-sonner-toast]')).toHaveCount(0);
  await button.click();
  await expectToast(owner, dataExportMessages.rateLimited);
  await expect(button).toBeEnabled();
  await owner.screenshot({ path: `${SHOTS}/data-export-refused-375.png`, animations: 'disabled' });
  expect(downloaded).toBe(false);
});
