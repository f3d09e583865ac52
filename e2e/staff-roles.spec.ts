import type { Page } from '@playwright/test';
import type { Invite } from '../src/shared/contracts/invites';
import { taskMessages } from '../src/shared/domain/task-messages';
import { teamMessages } from '../src/shared/domain/team';
import { messages } from '../src/shared/messages';
import { expect, test } from './fixtures';
import { expectAccessible, expectToast, linkFromOutbox, registerClient, signIn } from './support';

// Decision 043, staff roles: an admin invites an account manager from Team Settings, who registers with
// the link; the admin assigns them one client on its page; the manager, signed in at the admin login, then
// sees that client only (the client list, Messages, Settings), is told another client is not found, and
// finds nothing of what is an admin's alone.

const SHOTS = 'test-results/shots';
const desktop = { width: 1280, height: 900 };
const phone = { width: 375, height: 812 };

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin' });
const managersCard = (page: Page) => page.getByRole('region', { name: 'Account managers' });

/** A pointer resting on a toast keeps it open: move it away, then check the page. */
async function expectAccessibleNow(page: Page) {
  await page.mouse.move(0, 0);
  await expectAccessible(page);
}

test('an admin invites an account manager, assigns them a client, and the manager sees only that client', async ({
  page: admin,
  browser,
}) => {
  test.setTimeout(240_000);
  await admin.setViewportSize(desktop);
  await signIn(admin, 'admin');
  const assigned = await registerClient(browser, admin, { name: 'Managed', contactPerson: 'Ava Assigned' });
  const other = await registerClient(browser, admin, { name: 'Unmanaged', contactPerson: 'Otto Other' });
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const manager = {
    name: `Casey Manager ${stamp.slice(-5)}`,
    email: `casey-${stamp}@example.com`,
    password: 'Account-Manager-2026',
  };

  // Team Settings: a link that makes an account manager.
  await admin.goto('/admin/settings');
  await admin.getByRole('tab', { name: 'Team Settings' }).click();
  const form = admin.getByRole('form', { name: 'Invite a team member' });
  await expect(form.getByLabel('Role')).toHaveValue('admin');
  await form.getByLabel('Who is it for? (optional)').fill(manager.name);
  await form.getByLabel('Role').selectOption({ label: 'Account manager' });
  await form.getByRole('button', { name: 'Generate Account Manager Invite' }).click();
  await expectToast(admin, teamMessages.inviteGenerated);
  const pending = admin
    .getByRole('list', { name: 'Pending team invites' })
    .getByRole('listitem')
    .filter({ hasText: manager.name });
  await expect(pending).toContainText('Account manager');
  await expect(pending).toContainText('Active');
  const { invites } = (await (await admin.request.get('/api/admin/team/invites')).json()) as {
    invites: Invite[];
  };
  const url = invites.find((invite) => invite.label === manager.name)?.url;
  expect(url).toBeTruthy();

  // The manager registers with it in a browser of their own: a person's form, no company.
  const managerContext = await browser.newContext({ viewport: desktop });
  const managerPage = await managerContext.newPage();
  await managerPage.goto(new URL(url as string).pathname);
  await expect(
    managerPage.getByRole('heading', { name: 'Join the team as an account manager', level: 1 }),
  ).toBeVisible();
  await expect(managerPage.getByLabel('Company name')).toHaveCount(0);
  await managerPage.getByLabel('Email').fill(manager.email);
  await managerPage.getByLabel('Password', { exact: true }).fill(manager.password);
  await managerPage.getByLabel('Confirm password').fill(manager.password);
  await managerPage.getByLabel('Full name').fill(manager.name);
  await managerPage.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(managerPage, messages.invites.registered);
  await expect(managerPage).toHaveURL(/\/admin\/login$/);
  await managerPage.goto(await linkFromOutbox(admin.request, manager.email, 'verify-email'));

  // The team lists them as an account manager, their role a choice the admin may change.
  await admin.reload();
  await admin.getByRole('tab', { name: 'Team Settings' }).click();
  const member = admin
    .getByRole('list', { name: 'Team members' })
    .getByRole('listitem')
    .filter({ hasText: manager.email });
  await expect(member).toContainText('Account manager since');
  await expect(admin.getByRole('combobox', { name: `Role of ${manager.name}` })).toHaveValue('manager');
  await expectAccessibleNow(admin);
  await admin.screenshot({ path: `${SHOTS}/staff-roles-team-settings-1280.png`, fullPage: true });
  await admin.setViewportSize(phone);
  await admin.screenshot({ path: `${SHOTS}/staff-roles-team-settings-375.png`, fullPage: true });
  await admin.setViewportSize(desktop);

  // 'My clients' holds none of the admin's own yet, and stays in the address.
  await adminNav(admin).getByRole('link', { name: 'Client List' }).click();
  await admin.getByRole('button', { name: 'My clients' }).click();
  await expect(admin).toHaveURL(/\/admin\?mine=true$/);
  await expect(admin.getByRole('button', { name: 'My clients' })).toHaveAttribute('aria-pressed', 'true');
  await expect(admin.getByText('No clients are assigned to you yet')).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/staff-roles-my-clients-1280.png`, fullPage: true });
  await admin.setViewportSize(phone);
  await admin.screenshot({ path: `${SHOTS}/staff-roles-my-clients-375.png`, fullPage: true });
  await admin.setViewportSize(desktop);
  await admin.getByRole('button', { name: 'Show all clients' }).click();
  await expect(admin).toHaveURL(/\/admin$/);
  await expect(admin.getByRole('button', { name: 'All clients' })).toHaveAttribute('aria-pressed', 'true');

  // Client A's page: nobody yet; the admin assigns the manager.
  await admin.goto(`/admin/client/${assigned.id}`);
  await expect(admin.getByRole('heading', { name: assigned.company, level: 1 })).toBeVisible();
  await expect(managersCard(admin).getByText('No account manager yet')).toBeVisible();
  await managersCard(admin).getByRole('button', { name: 'Edit account managers' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Account managers' });
  const choice = dialog.getByRole('checkbox', { name: new RegExp(manager.name) });
  await expect(choice).not.toBeChecked();
  await choice.check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(admin, teamMessages.managersSaved);
  await expect(dialog).toBeHidden();
  const listed = managersCard(admin).getByRole('list', { name: 'Account managers' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(manager.name);
  await expect(listed).toContainText('Account manager');
  await expect(listed).toContainText(manager.email);
  await expectAccessibleNow(admin);
  await admin.screenshot({ path: `${SHOTS}/staff-roles-client-page-1280.png`, fullPage: true });
  await managersCard(admin).screenshot({ path: `${SHOTS}/staff-roles-managers-card-1280.png` });
  await admin.setViewportSize(phone);
  await expect(managersCard(admin)).toBeVisible();
  await admin.screenshot({ path: `${SHOTS}/staff-roles-client-page-375.png`, fullPage: true });
  await managersCard(admin).getByRole('button', { name: 'Edit account managers' }).click();
  await expect(dialog.getByRole('checkbox', { name: new RegExp(manager.name) })).toBeChecked();
  await admin.screenshot({ path: `${SHOTS}/staff-roles-managers-dialog-375.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await admin.setViewportSize(desktop);

  // The manager signs in at the admin login and lands on their own clients: client A, not client B.
  await managerPage.goto('/admin/login');
  await managerPage.getByLabel('Email').fill(manager.email);
  await managerPage.getByLabel('Password', { exact: true }).fill(manager.password);
  await managerPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(managerPage).toHaveURL(/\/admin$/);
  await expectToast(managerPage, messages.login.success);
  await expect(managerPage.getByRole('heading', { name: 'Client Management', level: 1 })).toBeVisible();
  await expect(managerPage.getByRole('heading', { name: 'Your clients (1)' })).toBeVisible();
  await expect(
    managerPage.getByText('Only the clients an admin has assigned to you are listed.'),
  ).toBeVisible();
  await expect(managerPage.getByRole('link', { name: `View Profile: ${assigned.company}` })).toBeVisible();
  await expect(managerPage.getByRole('link', { name: `View Profile: ${other.company}` })).toHaveCount(0);
  // No 'All clients' / 'My clients' choice, no invite links, no Add Client.
  await expect(managerPage.getByRole('button', { name: 'My clients' })).toHaveCount(0);
  await expect(managerPage.getByRole('heading', { name: 'Invite links' })).toHaveCount(0);
  await expect(managerPage.getByRole('button', { name: 'Add Client' })).toHaveCount(0);
  await expectAccessibleNow(managerPage);
  await managerPage.screenshot({ path: `${SHOTS}/staff-roles-manager-clients-1280.png`, fullPage: true });
  await managerPage.setViewportSize(phone);
  await expect(managerPage.getByRole('link', { name: `View Profile: ${assigned.company}` })).toBeVisible();
  await managerPage.screenshot({ path: `${SHOTS}/staff-roles-manager-clients-375.png`, fullPage: true });
  await managerPage.setViewportSize(desktop);

  // What is an admin's alone is not in their navigation, and not in Settings.
  const nav = adminNav(managerPage);
  await expect(nav.getByRole('link', { name: 'Messages' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Applications' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(managerPage.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(managerPage.getByRole('tab', { name: 'Team Settings' })).toHaveCount(0);
  await expect(managerPage.getByRole('tab', { name: 'System' })).toHaveCount(0);
  const settingsRows = managerPage.getByRole('list', { name: 'Clients' }).getByRole('listitem');
  await expect(settingsRows).toHaveCount(1);
  await expect(settingsRows).toContainText(assigned.company);
  await expect(managerPage.getByRole('button', { name: /^Delete client/ })).toHaveCount(0);
  await managerPage.goto('/admin/applications');
  await expect(managerPage.getByRole('heading', { name: 'Only admins can open this page' })).toBeVisible();

  // Messages holds client A's thread, not client B's.
  await adminNav(managerPage).getByRole('link', { name: 'Messages' }).click();
  await expect(managerPage.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  const inbox = managerPage.getByRole('region', { name: 'Clients' });
  await expect(inbox.getByRole('button', { name: new RegExp(assigned.company) })).toBeVisible();
  await expect(inbox.getByRole('button', { name: new RegExp(other.company) })).toHaveCount(0);

  // Client A's page shows them as its account manager, without the admin's Edit.
  await managerPage.goto(`/admin/client/${assigned.id}`);
  await expect(managerPage.getByRole('heading', { name: assigned.company, level: 1 })).toBeVisible();
  await expect(managersCard(managerPage)).toContainText(manager.name);
  await expect(managersCard(managerPage).getByRole('button', { name: 'Edit account managers' })).toHaveCount(
    0,
  );

  // Client B's page is not found for them.
  await managerPage.goto(`/admin/client/${other.id}`);
  await expect(managerPage.getByRole('heading', { name: taskMessages.clientNotFound })).toBeVisible();
  await expect(managerPage.getByRole('heading', { name: other.company })).toHaveCount(0);

  // Assigned client B while their client list is open, they see it arrive without a reload.
  await managerPage.goto('/admin');
  await expect(managerPage.getByRole('heading', { name: 'Your clients (1)' })).toBeVisible();
  const { members } = (await (await admin.request.get('/api/admin/team')).json()) as {
    members: { id: string; email: string }[];
  };
  const managerId = members.find((m) => m.email === manager.email)?.id;
  const saved = await admin.request.put(`/api/admin/clients/${other.id}/managers`, {
    data: { userIds: [managerId] },
  });
  expect(saved.status()).toBe(200);
  await expect(managerPage.getByRole('heading', { name: 'Your clients (2)' })).toBeVisible();
  await expect(managerPage.getByRole('link', { name: `View Profile: ${other.company}` })).toBeVisible();

  // Made an admin in Team Settings, they see every client and the admin's pages; made an account manager
  // again, they are back to their own.
  await admin.goto('/admin/settings');
  await admin.getByRole('tab', { name: 'Team Settings' }).click();
  const role = admin.getByRole('combobox', { name: `Role of ${manager.name}` });
  await role.selectOption({ label: 'Admin' });
  await expectToast(admin, teamMessages.roleChanged(manager.name, 'Admin'));
  await expect(role).toHaveValue('admin');
  await managerPage.goto('/admin');
  await expect(adminNav(managerPage).getByRole('link', { name: 'Applications' })).toBeVisible();
  await expect(managerPage.getByRole('button', { name: 'My clients' })).toBeVisible();
  await role.selectOption({ label: 'Account manager' });
  await expectToast(admin, teamMessages.roleChanged(manager.name, 'Account manager'));
  await managerPage.reload();
  await expect(managerPage.getByRole('heading', { name: 'Your clients (2)' })).toBeVisible();
  await expect(adminNav(managerPage).getByRole('link', { name: 'Applications' })).toHaveCount(0);
});

test('an account manager signing in at the client login is sent to the admin area', async ({
  page: admin,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(admin, 'admin');
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const manager = { email: `door-${stamp}@example.com`, password: 'Account-Manager-2026' };
  const created = await admin.request.post('/api/admin/team/invites', {
    data: { label: `Door ${stamp}`, role: 'manager' },
  });
  expect(created.status()).toBe(201);
  const { token } = (await created.json()) as { token: string };
  const context = await browser.newContext({ viewport: desktop });
  const registered = await context.request.post(`/api/invites/${token}/register`, {
    data: {
      email: manager.email,
      password: manager.password,
      confirmPassword: manager.password,
      companyName: null,
      contactPerson: 'Dora Door',
    },
  });
  expect(registered.status()).toBe(201);
  const page = await context.newPage();
  if (((await registered.json()) as { verificationEmailSent: boolean }).verificationEmailSent) {
    await page.goto(await linkFromOutbox(admin.request, manager.email, 'verify-email'));
  }

  await page.goto('/login');
  await page.getByLabel('Email').fill(manager.email);
  await page.getByLabel('Password', { exact: true }).fill(manager.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, messages.login.adminRedirectNotice);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Your clients (0)' })).toBeVisible();
  await expect(page.getByText('No clients are assigned to you yet')).toBeVisible();
});
