import type { Browser, Locator, Page } from '@playwright/test';
import { taskMessages } from '../src/shared/domain/task-messages';
import { expect, test } from './fixtures';
import { expectAccessible, newClient, registerClient, signIn, toast } from './support';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

async function signedIn(browser: Browser, who: 'admin' | 'client') {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, who);
  return page;
}

const badge = (card: Locator, label: string) => card.getByText(label, { exact: true });

/** The contact person of the journey's own client, named in its thread's entries. */
const contactPerson = 'Jun Park';

/** The overview's three task counts, as numbers. */
async function taskCounts(page: Page) {
  const count = async (label: string) => {
    const value = page.getByRole('region', { name: label }).getByTestId('stat-value');
    await expect(value).toHaveText(/^\d+$/);
    return Number(await value.textContent());
  };
  return {
    completed: await count('Completed Tasks'),
    active: await count('Active Tasks'),
    due: await count('Tasks Due'),
  };
}

/** A task's status history as its open thread shows it, without who or when. */
const statusEntries = (card: Locator) =>
  card
    .getByRole('region', { name: 'Task activity' })
    .getByRole('listitem')
    .filter({ hasText: /created the task as|moved from/ });

const history = [
  'created the task as Pending',
  'moved from Pending to In Progress',
  'moved from In Progress to Pending Review',
  'moved from Pending Review to Needs Revision',
  'moved from Needs Revision to In Progress',
  'moved from In Progress to Pending Review',
  'moved from Pending Review to Approved',
].map((text) => new RegExp(`(You|Morgan Reyes|${contactPerson}) ${text}`));

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.4\n%${name}\n%%EOF\n`),
});

test('a task goes from creation to approval between admin and client, live on both screens', async ({
  browser,
}) => {
  // Three signed-in browsers, a registration and four axe runs: well over the default minute.
  test.setTimeout(240_000);
  const title = `Write the launch email ${Date.now()}`;
  const admin = await signedIn(browser, 'admin');
  // A client of its own, with no tasks yet and onboarding done (so the overview shows its tasks).
  const { page: client, company } = await newClient(browser, admin, {
    name: 'Juniper Studio',
    contactPerson,
  });

  // A client with no tasks: empty overview card and tasks page, and the counts to compare with later.
  await expect(client.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  const countsBefore = await taskCounts(client);
  await nav(client).getByRole('link', { name: 'Tasks', exact: true }).click();
  await expect(client.getByRole('heading', { name: taskMessages.noTasks })).toBeVisible();

  // The admin creates a task for that client; a missing title and client are refused first.
  await admin.goto('/admin/tasks');
  await expect(admin.getByRole('heading', { name: 'Tasks Manager', level: 1 })).toBeVisible();
  await expect(admin.getByRole('article').first()).toBeVisible();
  await expectAccessible(admin);
  await admin.getByRole('button', { name: 'Create Task' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Create Task' });
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Please select a client')).toBeVisible();
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog
    .getByLabel('Description', { exact: true })
    .fill('Draft the announcement for the spring blend.');
  // The client is found by typing part of its name, and picked from the server's matches.
  const clientField = dialog.getByRole('combobox', { name: 'Client', exact: true });
  await clientField.fill('Juniper');
  await admin.getByRole('option', { name: company }).click();
  await expect(clientField).toHaveValue(company);
  await expect(dialog.getByText('Please select a client')).toBeHidden();
  await dialog.getByRole('tab', { name: 'Files & Notes' }).click();
  await expect(dialog.getByText('Files can be uploaded after the task is created')).toBeVisible();
  await dialog.getByLabel('Initial notes').fill('Kick-off notes: keep it under 150 words.');
  await expectAccessible(admin);
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(toast(admin, 'Task created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const adminCard = admin.getByRole('article', { name: title });
  await expect(badge(adminCard, 'Pending')).toBeVisible();
  await expect(adminCard.getByText(company)).toBeVisible();

  // The task replaces the client's empty state without a reload; the client starts it.
  const card = client.getByRole('article', { name: title });
  await expect(badge(card, 'Pending')).toBeVisible();
  await expect(client.getByRole('heading', { name: taskMessages.noTasks })).toBeHidden();
  await expectAccessible(client);
  await card.getByRole('button', { name: 'Start Task' }).click();
  await expect(toast(client, 'Task updated successfully')).toBeVisible();
  await expect(badge(card, 'In Progress')).toBeVisible();
  // Live on the admin's screen too, without a reload.
  await expect(badge(adminCard, 'In Progress')).toBeVisible();

  // The admin opens the thread first. One comment carries at most 10 files, and the form says so.
  await adminCard.getByRole('button', { name: 'View Activity' }).click();
  const adminThread = adminCard.getByRole('region', { name: 'Task activity' });
  await expect(adminThread.getByText('Kick-off notes: keep it under 150 words.')).toBeVisible();
  const adminFiles = adminThread.getByRole('list', { name: 'Files to send' }).getByRole('listitem');
  await adminThread
    .locator('input[type="file"]')
    .setInputFiles(Array.from({ length: 11 }, (_, i) => pdf(`proof-${i + 1}.pdf`)));
  await expect(adminFiles).toHaveCount(10);
  await expect(adminThread.getByRole('status')).toHaveText(taskMessages.filesLeftOut(1));
  await adminThread.getByRole('button', { name: 'Remove proof-10.pdf' }).click();
  await expect(adminFiles).toHaveCount(9);
  await expect(adminThread.getByText(/left out/)).toBeHidden();

  // A comment the server fails to store is reported with its message, and what was typed stays.
  await admin.route('**/api/tasks/*/comments', (route) =>
    route.fulfill({
      status: 503,
      json: { error: { code: 'internal', message: 'File storage is unavailable' } },
    }),
  );
  await adminThread.getByLabel('Add a comment').fill('Proofs for the header.');
  await adminThread.getByRole('button', { name: 'Send' }).click();
  await expect(toast(admin, taskMessages.commentFailed('File storage is unavailable'))).toBeVisible();
  await expect(adminThread.getByLabel('Add a comment')).toHaveValue('Proofs for the header.');
  await expect(adminFiles).toHaveCount(9);
  await admin.unroute('**/api/tasks/*/comments');

  // The client reads the thread (the staff member by name, (Admin)) and comments with a PDF; a file of
  // another type is dropped without a word.
  await card.getByRole('button', { name: 'View Activity' }).click();
  const thread = card.getByRole('region', { name: 'Task activity' });
  const notes = thread.getByRole('listitem').filter({ hasText: 'Kick-off notes' });
  await expect(notes.getByText('Morgan Reyes', { exact: true })).toBeVisible();
  await expect(notes.getByText('(Admin)', { exact: true })).toBeVisible();
  const send = thread.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await thread
    .locator('input[type="file"]')
    .setInputFiles([
      pdf('brief.pdf'),
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not allowed') },
    ]);
  await expect(thread.getByRole('list', { name: 'Files to send' }).getByRole('listitem')).toHaveCount(1);
  await expect(thread.getByText(/left out/)).toBeHidden();
  await expect(send).toBeEnabled();
  await thread.getByLabel('Add a comment').fill('Here is our brief for the email.');
  await send.click();
  const mine = thread.getByRole('listitem').filter({ hasText: 'Here is our brief for the email.' });
  await expect(mine.getByRole('link', { name: 'Download brief.pdf' })).toBeVisible();
  await expect(mine.getByText('You', { exact: true })).toBeVisible();
  await expect(mine.getByText('(Client)', { exact: true })).toBeVisible();
  await expect(thread.getByText('You moved from Pending to In Progress')).toBeVisible();
  await expect(send).toBeDisabled();
  await expectAccessible(client);

  // It arrives in the admin's open thread without a reload, under the client's name (decision 005).
  const theirs = adminThread.getByRole('listitem').filter({ hasText: 'Here is our brief for the email.' });
  await expect(theirs.getByRole('link', { name: 'Download brief.pdf' })).toBeVisible();
  await expect(theirs.getByText(contactPerson, { exact: true })).toBeVisible();
  await expect(theirs.getByText('(Client)', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(badge(card, 'Pending Review')).toBeVisible();

  // The admin sees the submission arrive and asks for changes; the client sees that live.
  await expect(badge(adminCard, 'Pending Review')).toBeVisible();
  await adminCard.getByRole('button', { name: 'Request Changes' }).click();
  await expect(toast(admin, 'Task updated successfully')).toBeVisible();
  await expect(badge(card, 'Needs Revision')).toBeVisible();
  await card.getByRole('button', { name: 'Resume Work' }).click();
  await expect(badge(card, 'In Progress')).toBeVisible();
  await card.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(badge(card, 'Pending Review')).toBeVisible();

  // A second admin screen that hears no live events still offers Request Changes after the first approves:
  // the server refuses that stale move and the screen says why.
  const stale = await signedIn(browser, 'admin');
  await stale.route('**/api/events', (route) => route.abort());
  await stale.goto('/admin/tasks');
  const staleCard = stale.getByRole('article', { name: title });
  await expect(badge(staleCard, 'Pending Review')).toBeVisible();
  await adminCard.getByRole('button', { name: 'Approve' }).click();
  await expect(badge(adminCard, 'Approved')).toBeVisible();
  await expect(badge(card, 'Approved')).toBeVisible();
  await expect(badge(staleCard, 'Pending Review')).toBeVisible();
  await staleCard.getByRole('button', { name: 'Request Changes' }).click();
  await expect(toast(stale, taskMessages.updateFailed(taskMessages.moveStale('approved')))).toBeVisible();
  await expect(badge(staleCard, 'Approved')).toBeVisible();
  await stale.context().close();
  await expect(card.getByRole('button', { name: /Start Task|Submit for Review|Resume Work/ })).toHaveCount(0);

  // Both threads tell the same history, in the same order.
  await expect(statusEntries(card)).toHaveText(history);
  await expect(statusEntries(adminCard)).toHaveText(history);

  // The thread scrolls within 96 units (24rem) and Hide Activity closes it.
  const scroller = thread.locator('ol').locator('..');
  await expect(scroller).toHaveCSS('max-height', '384px');
  await expect(scroller).toHaveCSS('overflow-y', 'auto');
  expect(await scroller.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await card.getByRole('button', { name: 'Hide Activity' }).click();
  await expect(thread).toBeHidden();
  await expect(card.getByRole('button', { name: 'View Activity' })).toHaveAttribute('aria-expanded', 'false');

  // The overview counts the approval, and Current Tasks shows the task done.
  await nav(client).getByRole('link', { name: 'Overview', exact: true }).click();
  await expect(client.getByRole('region', { name: 'Completed Tasks' }).getByTestId('stat-value')).toHaveText(
    String(countsBefore.completed + 1),
  );
  expect(await taskCounts(client)).toEqual({ ...countsBefore, completed: countsBefore.completed + 1 });
  const current = client.getByRole('listitem').filter({ hasText: title });
  await expect(badge(current, 'Approved')).toBeVisible();
  await expect(current.getByRole('progressbar', { name: `${title} progress` })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );

  // Tasks Manager: search, status and client filters narrow the list. Other journeys add tasks, newest
  // first, so the demo's seeded task is looked for by its title rather than expected on the first page.
  const tasks = admin.getByRole('article');
  const seededTitle = 'Approve the Q1 paid social creative';
  const seeded = admin.getByRole('article', { name: seededTitle });
  const otherClients = tasks.filter({ hasNotText: company });
  const search = admin.getByRole('searchbox', { name: 'Search tasks' });
  const status = admin.getByLabel('Filter by status');
  await expect(otherClients.first()).toBeVisible();
  await search.fill(title);
  await expect(tasks).toHaveCount(1);
  await expect(adminCard).toBeVisible();
  await search.fill(seededTitle);
  await expect(seeded).toBeVisible();
  await expect(adminCard).toBeHidden();
  await status.selectOption({ label: 'Approved' });
  await expect(seeded).toBeHidden();
  await status.selectOption({ label: 'Pending Review' });
  await expect(seeded).toBeVisible();
  await search.fill('');
  await expect(adminCard).toBeHidden();
  await status.selectOption({ label: 'Approved' });
  await expect(adminCard).toBeVisible();
  await status.selectOption({ label: 'All statuses' });
  await expect(otherClients.first()).toBeVisible();
  // The client filter searches the server's clients: picked with the mouse, then with the keyboard.
  const clientFilter = admin.getByRole('combobox', { name: 'Filter by client' });
  await expect(clientFilter).toHaveValue('All clients');
  await clientFilter.fill('juniper');
  await admin.getByRole('option', { name: company }).click();
  await expect(clientFilter).toHaveValue(company);
  await expect(tasks).toHaveCount(1);
  await expect(adminCard).toBeVisible();
  await clientFilter.fill('northwind');
  const northwind = admin.getByRole('option', { name: /Northwind Coffee Roasters/ });
  await expect(admin.getByRole('listbox', { name: 'Filter by client' }).getByRole('option')).toHaveCount(1);
  await expect(northwind).toBeVisible();
  await clientFilter.press('ArrowDown');
  await expect(clientFilter).toHaveAttribute(
    'aria-activedescendant',
    (await northwind.getAttribute('id')) ?? '',
  );
  await clientFilter.press('Enter');
  await expect(clientFilter).toHaveAttribute('aria-expanded', 'false');
  await expect(clientFilter).toHaveValue('Northwind Coffee Roasters');
  await expect(tasks.filter({ hasNotText: 'Northwind Coffee Roasters' })).toHaveCount(0);
  await expect(adminCard).toBeHidden();
  await search.fill(seededTitle);
  await expect(seeded).toBeVisible();
});

test("an admin adds a task from a client's page; an unknown client is not found", async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  // A client of its own, with a message from the team: opening a client's Chat tab reads its thread, and
  // the chat journey counts on the demo client's reply being unread, whichever journeys ran before it.
  const { context, id, company } = await registerClient(browser, page, { name: 'Profile Page' });
  await context.close();
  const greeting = `Welcome aboard, ${company}!`;
  const sent = await page.request.post(`/api/admin/chat/${id}/messages`, { data: { content: greeting } });
  expect(sent.status()).toBe(201);

  await page.goto(`/admin/client/${id}`);
  await expect(page.getByRole('heading', { name: company, level: 1 })).toBeVisible();
  for (const tab of ['Tasks', 'Updates', 'Files', 'Chat']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  await page.getByLabel('Title', { exact: true }).fill('   ');
  await page.getByRole('button', { name: 'Create Task' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  const title = `Record a founder video ${Date.now()}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Create Task' }).click();
  await expect(toast(page, 'Task created successfully')).toBeVisible();
  const card = page.getByRole('article', { name: title });
  await expect(badge(card, 'Pending')).toBeVisible();
  await card.getByRole('button', { name: 'View Activity' }).click();
  await expect(card.getByText(/created the task as Pending/)).toBeVisible();
  // On this short page the thread's button sits where the toast appears, and a hovered toast stays: move
  // away to let it go.
  await page.mouse.move(0, 0);
  await expectAccessible(page);
  // The other tabs hold their features: the chat tab opens this client's conversation.
  await page.getByRole('tab', { name: 'Chat' }).click();
  await expect(page.getByRole('log', { name: 'Messages' }).getByText(greeting)).toBeVisible();

  await page.goto('/admin/client/no-such-client');
  await expect(page.getByRole('heading', { name: 'Client Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to clients' }).first()).toBeVisible();
});
