import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, registerClient, signIn, toast } from './support';

// The admin's client picker (a combobox that asks the server as the admin types) where the admin meets
// it: the Tasks Manager's client filter, the create-task form and the file upload form. Everything here
// runs against the real server, over clients registered for this run.

const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };

/** More clients than the picker's one page (24) shows, all named `${prefix} …`, oldest first. */
let prefix = '';
let companies: string[] = [];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  prefix = `Picker ${Date.now().toString(36)}`;
  const admin = await adminPage(browser);
  companies = [];
  for (let i = 0; i < 26; i++) {
    const { context, company } = await registerClient(browser, admin, { name: prefix });
    await context.close();
    companies.push(company);
  }
  await admin.context().close();
});

async function adminPage(browser: Browser, viewport = desktop) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signIn(page, 'admin');
  return page;
}

/** A picker found by its combobox's name: its input, and its popup (only there while it is open). */
async function picker(scope: Page | Locator, name: string) {
  const page = 'page' in scope ? scope.page() : scope;
  const input = scope.getByRole('combobox', { name, exact: true });
  // The popup lives in a portal at the end of the page; the input names its listbox.
  const list = page.locator(`[id="${await input.getAttribute('aria-controls')}"]`);
  return {
    input,
    list,
    options: list.getByRole('option'),
    active: list.getByRole('option', { selected: true }),
    popup: list.locator('xpath=..'),
    /** What the picker tells a screen reader. */
    status: input.locator('xpath=..').getByRole('status'),
  };
}

type Picker = Awaited<ReturnType<typeof picker>>;

/** The option at `index` is the active one: the input points at it, and it is the only one selected. */
async function expectActive({ input, options, active }: Picker, index: number) {
  const id = (await options.nth(index).getAttribute('id')) ?? '';
  expect(id).not.toBe('');
  await expect(input).toHaveAttribute('aria-activedescendant', id);
  await expect(active).toHaveCount(1);
  await expect(active).toHaveId(id);
}

/** The run's company an option shows (its text also holds the client's email). */
async function companyOf(option: Locator) {
  const text = (await option.textContent()) ?? '';
  const company = companies.find((name) => text.startsWith(name));
  expect(company, text).toBeDefined();
  return company as string;
}

const more = (total: number) => `Showing 24 of ${total} — keep typing to narrow`;

test('typing asks the server: the matches narrow, a full page says how many match, none says so', async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  await admin.goto('/admin/tasks');
  await expect(admin.getByRole('heading', { name: 'Tasks Manager', level: 1 })).toBeVisible();
  const filter = await picker(admin, 'Filter by client');
  await expect(filter.input).toHaveValue('All clients');
  await expect(filter.input).toHaveAttribute('aria-expanded', 'false');

  // The run's 26 clients match, in any case: one page of them, and a line saying there are more.
  await filter.input.fill(prefix.toLowerCase());
  await expect(filter.input).toHaveAttribute('aria-expanded', 'true');
  await expect(filter.options).toHaveCount(24);
  await expect(filter.options).toHaveText(Array.from({ length: 24 }, () => new RegExp(`^${prefix} `)));
  await expect(filter.popup.getByText(more(26), { exact: true })).toBeVisible();
  await expect(filter.status).toHaveText(more(26));
  await expect(filter.popup).toBeInViewport({ ratio: 1 });
  await expectAccessible(admin);
  await admin.screenshot({
    path: 'test-results/shots/client-picker-filter-1280.png',
    animations: 'disabled',
  });

  // The oldest client is not on that page, yet its name finds it: the search is the server's.
  const [oldest, secondOldest] = companies as [string, string];
  await expect(admin.getByRole('option', { name: oldest })).toHaveCount(0);
  await filter.input.fill(oldest);
  await expect(filter.options).toHaveCount(1);
  await expect(filter.options).toHaveText(new RegExp(`^${oldest}`));
  await expect(filter.popup.getByText(/keep typing to narrow/)).toBeHidden();
  await expect(filter.status).toHaveText('1 client');
  await filter.input.fill(secondOldest);
  await expect(filter.options).toHaveText([new RegExp(`^${secondOldest}`)]);

  // A search nothing matches says so, with no options.
  const nobody = `${prefix} nobody`;
  await filter.input.fill(nobody);
  await expect(filter.popup.getByText(`No clients match "${nobody}"`, { exact: true })).toBeVisible();
  await expect(filter.options).toHaveCount(0);
  await expect(filter.list).toBeHidden();
  await expect(filter.status).toHaveText(`No clients match "${nobody}"`);

  // Emptied, it offers 'All clients' again, first; Escape closes it and the filter is unchanged.
  await filter.input.fill('');
  await expect(filter.options.first()).toHaveText('All clients');
  await filter.input.press('Escape');
  await expect(filter.input).toHaveAttribute('aria-expanded', 'false');
  await expect(filter.list).toHaveCount(0);
  await expect(filter.input).toHaveValue('All clients');

  // Enter pressed straight after typing waits for the server's answer to what was typed: it never picks
  // a client still shown from the search before.
  const nobodyYet = `${prefix} nobody yet`;
  await filter.input.clear();
  await expect(filter.options.first()).toHaveText('All clients');
  await filter.input.pressSequentially(nobodyYet);
  await filter.input.press('ArrowDown');
  await filter.input.press('Enter');
  await expect(filter.popup.getByText(`No clients match "${nobodyYet}"`, { exact: true })).toBeVisible();
  await expect(filter.input).toHaveAttribute('aria-expanded', 'true');
  await expect(filter.input).toHaveValue(nobodyYet);
  await filter.input.press('Escape');
  await expect(filter.input).toHaveValue('All clients');
  await expect(admin.getByRole('article').first()).toBeVisible();
  await admin.context().close();
});

test('the keyboard moves through the matches, Enter picks, Escape closes; the task goes to the pick', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await adminPage(browser);
  const title = `Picked by keyboard ${Date.now()}`;
  await admin.goto('/admin/tasks');
  await admin.getByRole('button', { name: 'Create Task' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Create Task' });
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  const field = await picker(dialog, 'Client');
  const { input, options } = field;

  // Down and Up step through the options, wrapping at either end, and bring the active one into view.
  await input.fill(prefix);
  await expect(field.status).toHaveText(more(26));
  await expect(options).toHaveCount(24);
  await expect(field.active).toHaveCount(0);
  await expect(input).not.toHaveAttribute('aria-activedescendant', /./);
  await input.press('ArrowDown');
  await expectActive(field, 0);
  await input.press('ArrowDown');
  await expectActive(field, 1);
  await input.press('ArrowUp');
  await expectActive(field, 0);
  await input.press('ArrowUp');
  await expectActive(field, 23);
  await expect(options.nth(23)).toBeInViewport();
  await expect(options.first()).not.toBeInViewport();
  await input.press('ArrowDown');
  await expectActive(field, 0);
  await expect(options.first()).toBeInViewport();
  await admin.screenshot({ path: 'test-results/shots/client-picker-task-1280.png', animations: 'disabled' });

  // Escape closes the list and nothing else: the dialog stays, and nothing is chosen.
  await input.press('Escape');
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect(field.list).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(input).toHaveValue('');

  // Enter picks the active option, closes the list and does not submit the form. (The list may still
  // show the previous search's clients for a moment; the status says when the answer is this search's.)
  await input.fill(prefix);
  await expect(field.status).toHaveText(more(26));
  await expect(options).toHaveCount(24);
  await input.press('ArrowDown');
  await input.press('ArrowDown');
  await expectActive(field, 1);
  const company = await companyOf(options.nth(1));
  await input.press('Enter');
  await expect(input).toHaveValue(company);
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect(input).not.toHaveAttribute('aria-activedescendant', /./);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Please select a client')).toBeHidden();

  // A new search that Escape abandons leaves the pick as it was.
  await input.fill('zzz');
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await input.press('Escape');
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect(input).toHaveValue(company);
  await expect(dialog).toBeVisible();

  // The task is created for the client picked.
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(toast(admin, 'Task created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = admin.getByRole('article', { name: title });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(company, { exact: true })).toBeVisible();

  // The Tasks Manager's client filter, picked by keyboard, narrows the list to that client's tasks.
  const filter = await picker(admin, 'Filter by client');
  const tasks = admin.getByRole('article');
  const otherClients = tasks.filter({ hasNotText: company });
  await expect(otherClients.first()).toBeVisible();
  await filter.input.fill(company);
  await expect(filter.status).toHaveText('1 client');
  await expect(filter.options).toHaveText([new RegExp(`^${company}`)]);
  await filter.input.press('ArrowDown');
  await expectActive(filter, 0);
  await filter.input.press('Enter');
  await expect(filter.input).toHaveValue(company);
  await expect(filter.input).toHaveAttribute('aria-expanded', 'false');
  await expect(otherClients).toHaveCount(0);
  await expect(card).toBeVisible();

  // Back to every client, by keyboard too: emptied, the picker offers 'All clients' first.
  await filter.input.fill('');
  await expect(filter.options.first()).toHaveText('All clients');
  await filter.input.press('ArrowDown');
  await expectActive(filter, 0);
  await filter.input.press('Enter');
  await expect(filter.input).toHaveValue('All clients');
  await expect(otherClients.first()).toBeVisible();
  await expect(card).toBeVisible();
  await admin.context().close();
});

test('at 375 px the list fits the screen and scrolls within itself', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await adminPage(browser, phone);
  const fitsTheScreen = async ({ popup, options, input, active }: Picker) => {
    await expect(popup).toBeInViewport({ ratio: 1 });
    const box = await popup.boundingBox();
    expect(box).not.toBeNull();
    if (box) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
      expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
      // Wide enough to read a name: most of the screen.
      expect(box.width).toBeGreaterThanOrEqual(280);
    }
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await expect(options.first()).toBeInViewport();
    // The last option is reached within the list, which scrolls to it.
    await input.press('ArrowUp');
    await expect(active).toHaveId((await options.last().getAttribute('id')) ?? '');
    await expect(options.last()).toBeInViewport({ ratio: 1 });
    await expect(popup.getByText(more(26), { exact: true })).toBeInViewport();
  };

  // The Tasks Manager's filter, stacked under the other filters.
  await admin.goto('/admin/tasks');
  const filter = await picker(admin, 'Filter by client');
  await filter.input.fill(prefix);
  await expect(filter.status).toHaveText(more(26));
  await expect(filter.options).toHaveCount(24);
  await fitsTheScreen(filter);
  await admin.screenshot({ path: 'test-results/shots/client-picker-filter-375.png', animations: 'disabled' });
  await filter.input.press('Escape');
  await expect(filter.list).toHaveCount(0);

  // The upload form's picker, in its dialog; a tap on an option picks it.
  await admin.goto('/admin/reports');
  await admin.getByRole('button', { name: 'Upload File' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Upload a file' });
  const field = await picker(dialog, 'Client');
  await field.input.fill(prefix);
  await expect(field.status).toHaveText(more(26));
  await expect(field.options).toHaveCount(24);
  await fitsTheScreen(field);
  await admin.screenshot({ path: 'test-results/shots/client-picker-upload-375.png', animations: 'disabled' });
  const company = await companyOf(field.options.last());
  await field.options.last().click();
  await expect(field.input).toHaveValue(company);
  await expect(field.list).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await admin.context().close();
});
