import { crc32, deflateSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, expectToast, linkFromOutbox, signIn, skipWelcome } from './support';

// Team Settings and System: an admin invites another admin, who registers and signs in at the admin
// login; the agency's logo shows in both sidebars; the two tabs save what they show.

async function newPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

/** A real 96×96 PNG (an orange disc on white), so the browser can draw it. */
function logoPng(): Buffer {
  const size = 96;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const inside = (x - 47.5) ** 2 + (y - 47.5) ** 2 < 40 ** 2;
      row.set(inside ? [234, 88, 12] : [255, 255, 255], 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The agency's logo in the sidebar header (the System tab's preview is another image). */
const sidebarLogo = (page: Page) => page.getByTestId('agency-logo').first();

test('an admin invites a second admin, who registers without a company and signs in at the admin login', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  const created = await page.request.post('/api/admin/team/invites', { data: { label: 'E2E teammate' } });
  expect(created.status()).toBe(201);
  const { url, token } = (await created.json()) as { url: string; token: string };
  // Admin links stay out of the client invite list.
  const clientInvites = (await (await page.request.get('/api/admin/invites')).json()) as {
    invites: { token: string }[];
  };
  expect(clientInvites.invites.map((i) => i.token)).not.toContain(token);

  const newcomer = await newPage(browser);
  await newcomer.goto(new URL(url).pathname);
  await expect(newcomer.getByRole('heading', { name: 'Create your admin account' })).toBeVisible();
  await expect(newcomer.getByLabel('Company name')).toHaveCount(0);
  const email = `teammate-${Date.now()}@example.com`;
  const password = 'Teammate-2026!';
  await newcomer.getByLabel('Email').fill(email);
  await newcomer.getByLabel('Password', { exact: true }).fill(password);
  await newcomer.getByLabel('Confirm password').fill(password);
  await newcomer.getByLabel('Full name').fill('Morgan Teammate');
  await newcomer.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(newcomer, 'Account created successfully!');
  await expect(newcomer).toHaveURL(/\/admin\/login$/);

  // The link is spent.
  await newcomer.goto(new URL(url).pathname);
  await expect(
    newcomer.getByText('This invite link is invalid, expired, or has already been used.'),
  ).toBeVisible();

  await newcomer.goto(await linkFromOutbox(page.request, email, 'verify-email'));
  await newcomer.goto('/admin/login');
  await newcomer.getByLabel('Email').fill(email);
  await newcomer.getByLabel('Password', { exact: true }).fill(password);
  await newcomer.getByRole('button', { name: 'Sign In' }).click();
  await expect(newcomer).toHaveURL(/\/admin$/);
  await expect(newcomer.getByRole('heading', { name: 'Client Management', level: 1 })).toBeVisible();

  // The team now lists the newcomer, who sees themself as 'You'.
  const team = (await (await newcomer.request.get('/api/admin/team')).json()) as {
    members: { email: string; isYou: boolean; role: string }[];
  };
  expect(team.members.find((m) => m.email === email)).toMatchObject({ isYou: true, role: 'admin' });
  await newcomer.context().close();
});

test('the agency logo uploaded by an admin shows in the admin and the client sidebars', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  const uploaded = await page.request.post('/api/admin/agency/logo', {
    multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: logoPng() } },
  });
  expect(uploaded.status()).toBe(201);
  await page.reload();
  await expect(sidebarLogo(page)).toBeVisible();
  await expect
    .poll(() => sidebarLogo(page).evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBe(96);

  const client = await newPage(browser);
  await signIn(client, 'client');
  await skipWelcome(client);
  await expect(sidebarLogo(client)).toBeVisible();
  await expect
    .poll(() => sidebarLogo(client).evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBe(96);
  await client.context().close();

  // Removed, the sidebar shows the Agency Portal mark again.
  expect((await page.request.delete('/api/admin/agency/logo')).status()).toBe(200);
  await page.reload();
  await expect(page.getByText('Admin workspace')).toBeVisible();
  await expect(sidebarLogo(page)).toHaveCount(0);
});

test('Settings: Team Settings lists the admins and invites one; System saves a toggle and uploads a logo', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'admin');
  await page.goto('/admin/settings');

  await page.getByRole('tab', { name: 'Team Settings' }).click();
  const members = page.getByRole('list', { name: 'Team members' });
  await expect(members.getByText('admin@agency-portal.local')).toBeVisible();
  await expect(members.getByText('You', { exact: true })).toBeVisible();
  await expect(members.getByText(/^Admin since /).first()).toBeVisible();

  await page.getByLabel('Who is it for? (optional)').fill('Settings teammate');
  await page.getByRole('button', { name: 'Generate Admin Invite' }).click();
  await expectToast(page, 'Team invite link generated successfully');
  const pending = page.getByRole('list', { name: 'Pending team invites' });
  await expect(pending.getByText('Settings teammate')).toBeVisible();
  // The button sits where the toast appears, and a hovered toast stays: move away to let it go.
  await page.mouse.move(0, 0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Delete admin invite link: Settings teammate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this team invite?' });
  await dialog.getByRole('button', { name: 'Delete invite' }).click();
  await expectToast(page, 'Team invite link deleted successfully');
  await expect(pending.getByText('Settings teammate')).toHaveCount(0);

  await page.getByRole('tab', { name: 'System' }).click();
  const reviews = page.getByRole('switch', { name: 'Tasks submitted for review' });
  await expect(reviews).toBeChecked();
  await reviews.click();
  await expectToast(page, 'Notification settings saved');
  await page.reload();
  await page.getByRole('tab', { name: 'System' }).click();
  await expect(page.getByRole('switch', { name: 'Tasks submitted for review' })).not.toBeChecked();

  await page.locator('#agency-logo-file').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: logoPng(),
  });
  await expectToast(page, 'Logo uploaded successfully');
  await expect(page.getByRole('img', { name: 'Current agency logo' })).toBeVisible();
  await expect(sidebarLogo(page)).toBeVisible();
  await page.mouse.move(0, 0);
  await expectAccessible(page);

  // A file that is not a picture is refused, and the logo stays.
  await page.locator('#agency-logo-file').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('MZ not really a picture'),
  });
  await expectToast(page, 'Only JPG, PNG and SVG images can be used as the logo');
  await expect(sidebarLogo(page)).toBeVisible();
});
