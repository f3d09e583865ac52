import type { Browser, Page } from '@playwright/test';
import { chatMessages } from '../src/shared/domain/chat-messages';
import { expect, test } from './fixtures';
import { expectAccessible, signIn, skipWelcome } from './support';

const company = 'Northwind Coffee Roasters';

async function signedIn(browser: Browser, who: 'admin' | 'client', viewport = { width: 1280, height: 900 }) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signIn(page, who);
  return page;
}

const clientNav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });
const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });
const thread = (page: Page) => page.getByRole('log', { name: 'Messages' });
const composer = (page: Page) => page.getByLabel('Message', { exact: true });

test('client and admin chat both ways, each sees the other arrive live with the unread badge', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const client = await signedIn(browser, 'client');
  const admin = await signedIn(browser, 'admin');

  // The demo thread: the team's welcome (read, since the client answered it) and the client's reply.
  await clientNav(client).getByRole('link', { name: 'Chat', exact: true }).click();
  await expect(client.getByRole('heading', { name: 'Chat', level: 1 })).toBeVisible();
  await expect(
    thread(client).getByRole('listitem').filter({ hasText: 'Welcome aboard, Dana!' }),
  ).toContainText('Morgan Reyes');
  await expect(thread(client).getByRole('listitem').filter({ hasText: 'packaging shots' })).toContainText(
    'You',
  );
  await expectAccessible(client);

  // Blank text is not sent.
  await composer(client).fill('   ');
  await composer(client).press('Enter');
  await expect(client.getByRole('button', { name: 'Send message' })).toBeDisabled();
  await expect(composer(client)).toHaveValue('   ');

  // Shift+Enter makes a new line; Enter sends.
  await composer(client).fill('Hi team, quick question');
  await composer(client).press('Shift+Enter');
  await composer(client).pressSequentially('about the launch date.');
  await expect(composer(client)).toHaveValue('Hi team, quick question\nabout the launch date.');
  await composer(client).press('Enter');
  const sent = thread(client).getByRole('listitem').filter({ hasText: 'about the launch date.' });
  await expect(sent).toContainText('You');
  await expect(composer(client)).toHaveValue('');
  await client.screenshot({ path: 'test-results/shots/client-chat-1280.png', fullPage: true });

  // The admin's Messages entry counts it without a reload, beside the demo reply nobody has read.
  const adminBadge = adminNav(admin).getByRole('link', { name: /Messages/ });
  await expect(adminBadge).toContainText('2 unread');

  // The inbox: nothing chosen, then the client found by search and opened, which reads the thread.
  await adminBadge.click();
  await expect(admin.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(admin.getByText(chatMessages.selectClient)).toBeVisible();
  const row = admin
    .getByRole('region', { name: 'Clients' })
    .getByRole('button', { name: new RegExp(company) });
  await expect(row).toContainText('2 unread');
  await admin.getByLabel('Search clients').fill('zzz-no-such-client');
  await expect(admin.getByText('No client matches your search.')).toBeVisible();
  await admin.getByLabel('Search clients').fill('northwind');
  await expectAccessible(admin);
  await admin.screenshot({ path: 'test-results/shots/admin-inbox-empty-1280.png' });
  await row.click();
  await expect(thread(admin).getByText('about the launch date.')).toBeVisible();
  await expect(adminBadge).not.toContainText('unread');
  await expect(row).not.toContainText('unread');

  // The client leaves the chat; the admin's answer arrives with a badge on the client's Chat entry.
  await clientNav(client).getByRole('link', { name: 'Tasks', exact: true }).click();
  await composer(admin).fill('Launch is on the 14th.');
  await admin.getByRole('button', { name: 'Send message' }).click();
  await expect(
    thread(admin).getByRole('listitem').filter({ hasText: 'Launch is on the 14th.' }),
  ).toContainText('You');
  const clientBadge = clientNav(client).getByRole('link', { name: /Chat/ });
  await expect(clientBadge).toContainText('1 unread');
  await clientBadge.click();
  const answer = thread(client).getByRole('listitem').filter({ hasText: 'Launch is on the 14th.' });
  // The staff member who answered, by name (issue 47).
  await expect(answer).toContainText('Morgan Reyes');
  await expect(clientBadge).not.toContainText('unread');
  await admin.screenshot({ path: 'test-results/shots/admin-inbox-open-1280.png' });

  // With both on the thread, each message appears on the other side live.
  await composer(client).fill('Perfect, thanks!');
  await composer(client).press('Enter');
  await expect(thread(admin).getByText('Perfect, thanks!')).toBeVisible();

  // The client's admin page shows the same conversation in its Chat tab.
  await admin.goto('/admin');
  await admin.getByRole('searchbox', { name: 'Search clients' }).fill(company);
  await admin.getByRole('link', { name: `View Profile: ${company}` }).click();
  await admin.getByRole('tab', { name: 'Chat' }).click();
  await expect(thread(admin).getByText('Perfect, thanks!')).toBeVisible();
});

test('a draft in the address starts the message, and the chat fits a phone', async ({ browser }) => {
  const client = await signedIn(browser, 'client', { width: 375, height: 812 });
  await client.goto('/dashboard/chat?draft=Please%20send%20a%20custom%20report');
  await skipWelcome(client);
  await expect(composer(client)).toHaveValue('Please send a custom report');
  await client.screenshot({ path: 'test-results/shots/client-chat-375.png', fullPage: true });
  const admin = await signedIn(browser, 'admin', { width: 375, height: 812 });
  await admin.goto('/admin/messages');
  await expect(admin.getByText(chatMessages.selectClient)).toBeHidden();
  await admin
    .getByRole('region', { name: 'Clients' })
    .getByRole('button', { name: new RegExp(company) })
    .click();
  await expect(admin.getByRole('region', { name: 'Clients' })).toBeHidden();
  await expect(thread(admin)).toBeVisible();
  await admin.screenshot({ path: 'test-results/shots/admin-inbox-375.png', fullPage: true });
  await admin.getByRole('button', { name: 'All clients' }).click();
  await expect(admin.getByRole('region', { name: 'Clients' })).toBeVisible();
});
