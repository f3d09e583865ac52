import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from '@playwright/test';
import type { AdminFile } from '../src/shared/contracts/files';
import { fileMessages } from '../src/shared/domain/client-files';
import { expect, test } from './fixtures';
import { expectAccessible, newClient, signIn, skipWelcome, toast } from './support';

const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };

/** A minimal valid one-page PDF, made here, with a marker so the bytes can be recognised later. */
function makePdf(marker: string) {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = `%PDF-1.4\n% ${marker}\n`;
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) body += `${String(at).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
}

async function adminPage(browser: Browser, viewport = desktop) {
  const context = await browser.newContext({ viewport });
  // The Share button writes the link to the clipboard; the test reads it back.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await signIn(page, 'admin');
  return page;
}

const yourFiles = (page: Page) => page.getByRole('list', { name: 'Your files' });
const fileRow = (list: Locator, name: string) =>
  list.getByRole('listitem').filter({ has: list.page().getByRole('heading', { name, exact: true }) });

async function openReports(page: Page) {
  await page.goto('/dashboard/reports');
  await expect(page.getByRole('heading', { name: 'Reports & Assets', level: 1 })).toBeVisible();
}

test('an admin shares a PDF report with one client: live, downloadable, zipped, private, then deleted', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await adminPage(browser);
  // Two clients of their own, with no files yet.
  const alder = await newClient(browser, admin, { name: 'Alder Studio' });
  const birch = await newClient(browser, admin, { name: 'Birch Studio' });
  const stamp = Date.now();
  const fileName = `q3-performance-${stamp}.pdf`;
  const description = `Quarterly results ${stamp}: traffic, leads and spend.`;
  const pdf = makePdf(`report ${stamp}`);

  // Both clients start with nothing shared: an empty list and no zip to download.
  for (const client of [alder.page, birch.page]) {
    await openReports(client);
    await expect(client.getByText('No files shared with you yet')).toBeVisible();
    await expect(client.getByRole('button', { name: 'Download All Assets' })).toBeDisabled();
  }
  await expect(alder.page).toHaveTitle('Reports & Assets · Agency Portal');

  // The admin's upload form checks what it can before sending anything.
  await admin.goto('/admin/reports');
  await expect(admin.getByRole('heading', { name: 'Reports & Files', level: 1 })).toBeVisible();
  await admin.getByRole('button', { name: 'Upload File' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Upload a file' });
  await dialog.getByRole('button', { name: 'Upload File' }).click();
  await expect(dialog.getByText(fileMessages.clientRequired)).toBeVisible();
  await expect(dialog.getByText(fileMessages.categoryRequired)).toBeVisible();
  await expect(dialog.getByText(fileMessages.fileRequired)).toBeVisible();
  await dialog
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
  await expect(dialog.getByText(fileMessages.typeRefused)).toBeVisible();

  // The client is found by typing part of its name, and picked from the server's matches.
  const clientField = dialog.getByRole('combobox', { name: 'Client' });
  await clientField.fill('alder stu');
  await admin.getByRole('option', { name: alder.company }).click();
  await expect(clientField).toHaveValue(alder.company);
  await expect(dialog.getByText(fileMessages.clientRequired)).toBeHidden();
  await dialog.getByLabel('Category').selectOption('report');
  await dialog
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
  await expect(dialog.getByText(fileMessages.typeRefused)).toBeHidden();
  await dialog.getByLabel('Description').fill(description);
  await admin.screenshot({ path: 'test-results/shots/admin-upload-dialog-1280.png', animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Upload File' }).click();
  await expect(toast(admin, fileMessages.uploaded)).toBeVisible();
  await expect(dialog).toBeHidden();
  const adminList = admin.getByRole('list', { name: 'All files' });
  const adminRow = fileRow(adminList, fileName);
  await expect(adminRow).toContainText(alder.company);
  await expect(adminRow).toContainText(description);
  await expect(adminRow).toContainText(fileMessages.uploadedBy);
  await expect(adminRow).toContainText('1 KB');

  const listed = await admin.request.get(`/api/admin/files?q=${encodeURIComponent(fileName)}`);
  const file = ((await listed.json()) as { files: AdminFile[] }).files.find((f) => f.name === fileName);
  expect(file).toBeDefined();
  const { id: fileId, url: fileUrl, clientId: alderId } = file as AdminFile;

  // Client A sees it live, with its details, and downloads exactly the bytes uploaded.
  const alderRow = fileRow(yourFiles(alder.page), fileName);
  await expect(alderRow).toContainText(description);
  await expect(alderRow).toContainText('Report');
  await expect(alderRow).toContainText('1 KB');
  await expect(alderRow.getByRole('link', { name: `View ${fileName} in a new tab` })).toHaveAttribute(
    'href',
    `${fileUrl}?view=1`,
  );
  const [download] = await Promise.all([
    alder.page.waitForEvent('download'),
    alderRow.getByRole('button', { name: `Download ${fileName}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  expect((await readFile(await download.path())).equals(pdf)).toBe(true);

  // Download All Assets is a zip that holds the file.
  const downloadAll = alder.page.getByRole('link', { name: 'Download All Assets' });
  await expect(downloadAll).toBeVisible();
  const [zip] = await Promise.all([alder.page.waitForEvent('download'), downloadAll.click()]);
  expect(zip.suggestedFilename()).toMatch(/\.zip$/);
  const zipBytes = await readFile(await zip.path());
  expect(zipBytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(zipBytes.includes(Buffer.from(fileName))).toBe(true);
  await expectAccessible(alder.page);
  await alder.page.screenshot({
    path: 'test-results/shots/client-reports-1280.png',
    fullPage: true,
    animations: 'disabled',
  });

  // Client B never sees it: not in the list, not by its share link, not by its download URL.
  await expect(birch.page.getByText('No files shared with you yet')).toBeVisible();
  await expect(birch.page.getByText(fileName)).toHaveCount(0);
  expect((await birch.page.request.get(fileUrl)).status()).toBe(404);
  expect((await birch.page.request.get(`${fileUrl}?view=1`)).status()).toBe(404);
  await birch.page.goto(`/dashboard/reports?file=${fileId}`);
  await expect(birch.page.getByRole('alert')).toContainText('This file is not available');
  await expect(birch.page.getByText(fileName)).toHaveCount(0);

  // The admin's tabs and search narrow the list.
  await admin.getByRole('tab', { name: /^Documents/ }).click();
  await expect(admin.getByText(fileName)).toHaveCount(0);
  await admin.getByRole('tab', { name: /^Reports/ }).click();
  await expect(fileRow(admin.getByRole('list', { name: 'Reports', exact: true }), fileName)).toBeVisible();
  await admin.getByRole('tab', { name: /^All/ }).click();
  const search = admin.getByRole('searchbox', { name: 'Search files' });
  await search.fill(alder.company.toUpperCase());
  await expect(adminRow).toBeVisible();
  await search.fill(`QUARTERLY RESULTS ${stamp}`);
  await expect(adminRow).toBeVisible();
  await search.fill(birch.company);
  await expect(admin.getByText('No files match your search')).toBeVisible();
  await search.fill(fileName.slice(0, 12));
  await expect(adminRow).toBeVisible();
  await expectAccessible(admin);
  await search.fill('');
  await admin.screenshot({
    path: 'test-results/shots/admin-reports-1280.png',
    fullPage: true,
    animations: 'disabled',
  });

  // Share copies the client's link; the client lands on the file, marked.
  await adminRow.getByRole('button', { name: `Share ${fileName}` }).click();
  await expect(toast(admin, fileMessages.linkCopied)).toBeVisible();
  const link = await admin.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${new URL(admin.url()).origin}/dashboard/reports?file=${fileId}`);
  await alder.page.goto(link);
  const sharedRow = fileRow(yourFiles(alder.page), fileName);
  await expect(sharedRow.getByText('Shared link')).toBeVisible();
  await expect(sharedRow).toBeFocused();

  // The client's page in the admin's view: the Files tab, with the upload form for that client only.
  const profile = await adminPage(browser);
  await profile.goto(`/admin/client/${alderId}`);
  await profile.getByRole('tab', { name: 'Files' }).click();
  await expect(fileRow(profile.getByRole('list', { name: 'All files' }), fileName)).toBeVisible();
  await expect(profile.getByRole('form', { name: 'Upload a file' }).getByLabel('Client')).toHaveCount(0);
  await expect(profile.getByRole('progressbar', { name: `Storage used by ${alder.company}` })).toBeVisible();
  await expectAccessible(profile);
  await profile.screenshot({
    path: 'test-results/shots/admin-client-files-1280.png',
    fullPage: true,
    animations: 'disabled',
  });
  await profile.context().close();

  // Narrow screens: everything stacks, nothing scrolls sideways.
  for (const [who, path, shot] of [
    ['client', `/dashboard/reports?file=${fileId}`, 'client-reports-375'],
    ['admin', '/admin/reports', 'admin-reports-375'],
    ['admin', `/admin/client/${alderId}`, 'admin-client-files-375'],
  ] as const) {
    const small =
      who === 'admin'
        ? await adminPage(browser, phone)
        : await (
            await browser.newContext({
              viewport: phone,
              storageState: await alder.page.context().storageState(),
            })
          ).newPage();
    await small.goto(path);
    if (who === 'client') await skipWelcome(small);
    if (path.startsWith('/admin/client/')) await small.getByRole('tab', { name: 'Files' }).click();
    await expect(small.getByText(fileName).first()).toBeVisible();
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await small.screenshot({
      path: `test-results/shots/${shot}.png`,
      fullPage: true,
      animations: 'disabled',
    });
    if (who === 'admin' && path === '/admin/reports') {
      await small.getByRole('button', { name: 'Upload File' }).click();
      await expect(small.getByRole('dialog', { name: 'Upload a file' })).toBeVisible();
      await small.screenshot({
        path: 'test-results/shots/admin-upload-dialog-375.png',
        animations: 'disabled',
      });
    }
    await small.context().close();
  }

  // Delete asks first, naming the file; then the file goes from both sides, live, bytes included.
  await adminRow.getByRole('button', { name: `Delete ${fileName}` }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Delete this file?' });
  await expect(confirm).toContainText(fileName);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(adminRow).toBeVisible();
  await adminRow.getByRole('button', { name: `Delete ${fileName}` }).click();
  await confirm.getByRole('button', { name: 'Delete file' }).click();
  await expect(toast(admin, fileMessages.deleted)).toBeVisible();
  await expect(admin.getByText(fileName)).toHaveCount(0);
  await expect(alder.page.getByText('No files shared with you yet')).toBeVisible();
  await expect(alder.page.getByRole('alert')).toContainText('This file is not available');
  await expect(alder.page.getByRole('button', { name: 'Download All Assets' })).toBeDisabled();
  expect((await alder.page.request.get(fileUrl)).status()).toBe(404);
});

test('a failed upload keeps the form, says why, and a failed download says so', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await adminPage(browser);
  const clients = (await (await admin.request.get('/api/admin/clients')).json()) as {
    clients: { id: string }[];
  };
  const clientId = clients.clients[0]?.id ?? '';
  await admin.goto(`/admin/client/${clientId}`);
  await admin.getByRole('tab', { name: 'Files' }).click();
  const form = admin.getByRole('form', { name: 'Upload a file' });

  // The server refuses: SPEC's 'Failed to upload file: {message}', and what was entered stays.
  await admin.route(`**/api/admin/clients/${clientId}/files`, (route) =>
    route.fulfill({
      status: 413,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'QUOTA_EXCEEDED', message: 'Storage is full' } }),
    }),
  );
  await form.getByLabel('Category').selectOption('document');
  await form
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'brief.pdf', mimeType: 'application/pdf', buffer: makePdf('brief') });
  await form.getByLabel('Description').fill('Campaign brief');
  await form.getByRole('button', { name: 'Upload File' }).click();
  await expect(toast(admin, fileMessages.uploadFailedWith('Storage is full'))).toBeVisible();
  await expect(form.getByLabel('Category')).toHaveValue('document');
  await expect(form.getByLabel('Description')).toHaveValue('Campaign brief');
  await expect(form.getByText('brief.pdf')).toBeVisible();

  // No message from the server: SPEC's bare 'Failed to upload file'.
  await admin.unroute(`**/api/admin/clients/${clientId}/files`);
  await admin.route(`**/api/admin/clients/${clientId}/files`, (route) => route.fulfill({ status: 502 }));
  await form.getByRole('button', { name: 'Upload File' }).click();
  await expect(toast(admin, fileMessages.uploadFailed)).toBeVisible();
  await admin.unroute(`**/api/admin/clients/${clientId}/files`);

  // The real upload works and clears the form.
  await form.getByRole('button', { name: 'Upload File' }).click();
  await expect(toast(admin, fileMessages.uploaded)).toBeVisible();
  await expect(form.getByLabel('Category')).toHaveValue('');
  await expect(form.getByLabel('Description')).toHaveValue('');
  const row = fileRow(admin.getByRole('list', { name: 'All files' }), 'brief.pdf').first();
  await expect(row).toBeVisible();

  // A download that fails says SPEC's 'Failed to download file'.
  await admin.route('**/api/files/*/download', (route) => route.fulfill({ status: 500 }));
  await row.getByRole('button', { name: 'Download brief.pdf' }).click();
  await expect(toast(admin, fileMessages.downloadFailed)).toBeVisible();
  await admin.unroute('**/api/files/*/download');

  // Tidy up: this client is the demo client other journeys use.
  await row.getByRole('button', { name: 'Delete brief.pdf' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Delete file' }).click();
  await expect(toast(admin, fileMessages.deleted)).toBeVisible();
});
