import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import type { ClientList, ClientSummary } from '../src/shared/contracts/clients';
import { fileMessages } from '../src/shared/domain/client-files';
import { expectAccessible, signIn } from './support';

// The client picker of the Tasks Manager and Reports & Files, against an agency of 1,234 clients: the
// server's answers are made here (in the contract's shape), so the picker's states can be held and seen.

const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };

const studio = (n: number): ClientSummary => ({
  id: `studio-${n}`,
  email: `owner-${n}@studio-${String(n).padStart(4, '0')}.example.com`,
  companyName: `Studio ${String(n).padStart(4, '0')}`,
  contactPerson: `Owner ${n}`,
  createdAt: new Date(Date.UTC(2026, 0, 1) - n * 60_000).toISOString(),
  taskCount: 0,
  suspendedAt: null,
});
const agency = Array.from({ length: 1234 }, (_, i) => studio(i + 1));

type Server = { fail: boolean; held: Promise<void> | null; searches: string[] };

/**
 * Answers GET /api/admin/clients as the server would for `agency`: a page of 24 matches and their total.
 * `searches` lists what the page at `path` asked (the Client List, where signing in lands, asks too).
 */
async function fakeClientSearch(page: Page, path: string) {
  const server: Server = { fail: false, held: null, searches: [] };
  await page.route(
    (url) => url.pathname === '/api/admin/clients',
    async (route) => {
      const q = new URL(route.request().url()).searchParams.get('q') ?? '';
      const from = route.request().headers().referer;
      if (from && new URL(from).pathname === path) server.searches.push(q);
      if (server.held) await server.held;
      if (server.fail) {
        await route.fulfill({
          status: 503,
          json: { error: { code: 'unavailable', message: 'The database is unavailable' } },
        });
        return;
      }
      const needle = q.toLowerCase();
      const matching = agency.filter(
        (c) =>
          c.companyName?.toLowerCase().includes(needle) || c.contactPerson?.toLowerCase().includes(needle),
      );
      const clients = matching.slice(0, 24);
      const body: ClientList = {
        clients,
        total: matching.length,
        olderCursor: matching.length > clients.length ? (clients.at(-1)?.id ?? null) : null,
      };
      await route.fulfill({ json: body });
    },
  );
  return server;
}

async function adminAt(browser: Browser, path: string, viewport = desktop) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signIn(page, 'admin');
  const server = await fakeClientSearch(page, path);
  await page.goto(path);
  return { page, server };
}

/** The option the combobox points at with aria-activedescendant. */
async function expectActive(combobox: Locator, name: string | RegExp) {
  const active = popup(combobox.page()).getByRole('option', { selected: true });
  await expect(active).toHaveCount(1);
  await expect(active).toContainText(name);
  await expect(combobox).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id')) ?? '');
}

test('the create-task picker finds a client by typing, picks by keyboard and keeps the choice', async ({
  browser,
}) => {
  const { page, server } = await adminAt(browser, '/admin/tasks');
  await page.getByRole('button', { name: 'Create Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Task' });
  const client = dialog.getByRole('combobox', { name: 'Client', exact: true });
  const listbox = page.getByRole('listbox', { name: 'Clients' });
  await expect(client).toHaveAttribute('aria-expanded', 'false');
  expect(server.searches).toEqual([]);

  // Opening shows the newest page, says how many more there are, and scrolls inside the dialog.
  await client.click();
  await expect(client).toHaveAttribute('aria-expanded', 'true');
  await expect(listbox.getByRole('option')).toHaveCount(24);
  await expect(client).toHaveAttribute('aria-controls', (await listbox.getAttribute('id')) ?? '');
  await expect(popup(page).getByText('Showing 24 of 1,234 — keep typing to narrow')).toBeVisible();
  // Screen readers hear it too: the popup is not a live region, a status beside the input is.
  await expect(dialog.getByRole('status')).toHaveText('Showing 24 of 1,234 — keep typing to narrow');
  await expect(listbox.getByRole('option').first()).toContainText('Studio 0001');
  await expect(listbox.getByRole('option').first()).toContainText('owner-1@studio-0001.example.com');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/shots/client-picker-dialog-1280.png', animations: 'disabled' });
  await listbox.hover();
  await page.mouse.wheel(0, 300);
  await expect.poll(() => listbox.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);

  // Typing asks the server once it pauses; the arrows wrap, Home and End jump, Enter picks.
  const asked = server.searches.length;
  await client.pressSequentially('studio 004');
  await expect(listbox.getByRole('option')).toHaveCount(10);
  await expect(popup(page).getByText(/keep typing to narrow/)).toBeHidden();
  // Not a request per key: the search waits for a pause in the typing.
  expect(server.searches.length - asked).toBeLessThan('studio 004'.length);
  expect(server.searches.at(-1)).toBe('studio 004');
  await client.press('ArrowDown');
  await expectActive(client, 'Studio 0040');
  await client.press('ArrowDown');
  await expectActive(client, 'Studio 0041');
  await client.press('End');
  await expectActive(client, 'Studio 0049');
  await page.screenshot({
    path: 'test-results/shots/client-picker-keyboard-1280.png',
    animations: 'disabled',
  });
  await client.press('Home');
  await expectActive(client, 'Studio 0040');
  await client.press('ArrowUp');
  await expectActive(client, 'Studio 0049');
  await client.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(client).toHaveValue('Studio 0049');
  await expect(client).toHaveAttribute('aria-expanded', 'false');

  // The choice stays named while a search that does not hold it is on screen, and after Escape.
  await client.press('ArrowDown');
  await expectActive(client, 'Studio 0001');
  await client.fill('zzz');
  await expect(popup(page).getByText('No clients match "zzz"')).toBeVisible();
  await client.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(client).toHaveValue('Studio 0049');

  // A click outside the picker closes it, and leaves the dialog open.
  await client.click();
  await expect(listbox).toBeVisible();
  await dialog.getByRole('heading', { name: 'Create Task' }).click();
  await expect(listbox).toBeHidden();
  await expect(dialog).toBeVisible();

  // The form posts the chosen client's id.
  let posted: unknown;
  await page.route('**/api/admin/tasks', async (route) => {
    posted = route.request().postDataJSON();
    await route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Try later' } } });
  });
  await dialog.getByLabel('Title', { exact: true }).fill('Plan the spring shoot');
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect.poll(() => posted).toMatchObject({ title: 'Plan the spring shoot', clientId: 'studio-49' });
  await page.context().close();
});

test('the upload picker says it is searching, that nothing matches, and offers to try again', async ({
  browser,
}) => {
  const { page, server } = await adminAt(browser, '/admin/reports');
  await page.getByRole('button', { name: 'Upload File' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a file' });
  const client = dialog.getByRole('combobox', { name: 'Client' });
  const listbox = page.getByRole('listbox', { name: 'Clients' });

  // Submitting without a client marks the picker invalid, with the form's message.
  await dialog.getByRole('button', { name: 'Upload File' }).click();
  await expect(dialog.getByText(fileMessages.clientRequired)).toBeVisible();
  await expect(client).toHaveAttribute('aria-invalid', 'true');
  await expect(client).toHaveAccessibleDescription(fileMessages.clientRequired);

  // While the server has not answered: searching.
  let answer = () => {};
  server.held = new Promise((resolve) => {
    answer = resolve;
  });
  await client.click();
  await expect(popup(page).getByText('Searching…')).toBeVisible();
  answer();
  server.held = null;
  await expect(listbox.getByRole('option')).toHaveCount(24);

  // A failed search says so and offers to try again, reachable by the keyboard.
  server.fail = true;
  await client.fill('owner 7');
  await expect(popup(page).getByText('Could not load clients.')).toBeVisible({ timeout: 15_000 });
  server.fail = false;
  await client.press('ArrowDown');
  await expectActive(client, 'Try again');
  await client.press('Enter');
  await expect(listbox.getByRole('option', { name: /Studio 0007/ })).toBeVisible();
  await expect(popup(page).getByText('Could not load clients.')).toBeHidden();

  await client.fill('no such studio');
  await expect(popup(page).getByText('No clients match "no such studio"')).toBeVisible();
  await expect(popup(page).getByRole('option')).toHaveCount(0);

  // Picked with the mouse: the message goes and the field is valid again.
  await client.fill('studio 1234');
  await page.getByRole('option', { name: /Studio 1234/ }).click();
  await expect(client).toHaveValue('Studio 1234');
  await expect(dialog.getByText(fileMessages.clientRequired)).toBeHidden();
  await expect(client).not.toHaveAttribute('aria-invalid', 'true');
  await page.context().close();
});

test('the pickers fit a phone and a desktop screen', async ({ browser }) => {
  for (const [viewport, size] of [
    [desktop, 1280],
    [phone, 375],
  ] as const) {
    const { page } = await adminAt(browser, '/admin/tasks', viewport);
    const filter = page.getByRole('combobox', { name: 'Filter by client' });
    await expect(filter).toHaveValue('All clients');
    await filter.click();
    const listbox = page.getByRole('listbox', { name: 'Filter by client' });
    await expect(listbox.getByRole('option').first()).toHaveText('All clients');
    await expect(listbox.getByRole('option')).toHaveCount(25);
    await expectWithin(listbox, viewport.width);
    await page.screenshot({
      path: `test-results/shots/client-picker-filter-${size}.png`,
      animations: 'disabled',
    });
    await page.keyboard.press('Escape');
    await expect(listbox).toBeHidden();

    await page.goto('/admin/reports');
    await page.getByRole('button', { name: 'Upload File' }).click();
    const client = page
      .getByRole('dialog', { name: 'Upload a file' })
      .getByRole('combobox', { name: 'Client' });
    await client.fill('studio 00');
    const options = page.getByRole('listbox', { name: 'Clients' }).getByRole('option');
    await expect(options).toHaveCount(24);
    await expect(popup(page).getByText('Showing 24 of 99 — keep typing to narrow')).toBeVisible();
    await expectWithin(page.getByRole('listbox', { name: 'Clients' }), viewport.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await page.screenshot({
      path: `test-results/shots/client-picker-upload-${size}.png`,
      animations: 'disabled',
    });
    await page.context().close();
  }
});

/** The picker's popup: its messages, listbox and footer. */
const popup = (page: Page) => page.getByTestId('client-picker-popup');

/** The list lies inside the screen's width, its first option on screen. */
async function expectWithin(listbox: Locator, width: number) {
  const box = await listbox.boundingBox();
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
  await expect(listbox.getByRole('option').first()).toBeInViewport();
}
