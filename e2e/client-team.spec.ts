import type { Page } from '@playwright/test';
import type { ClientTeam } from '../src/shared/contracts/client-team';
import { clientAbilityRefusals, clientTeamMessages } from '../src/shared/domain/client-roles';
import { messages } from '../src/shared/messages';
import { expect, test } from './fixtures';
import { expectAccessible, expectToast, linkFromOutbox, newClient, signIn, skipWelcome } from './support';

// Issue 47, client teams: an owner invites a teammate from Settings, Team; the teammate registers with the
// invitation's link, signs in to the company's portal (without what their role does not grant), writes in
// the company's chat, which the agency reads under the teammate's name; then leaves the team. A company
// of its own (newClient), so the demo client's people, chat and unread counts stay as other journeys expect.

const SHOTS = 'test-results/shots';
const phone = { width: 375, height: 812 };

const clientNav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });
const members = (page: Page) => page.getByRole('list', { name: 'Team members' });
const invitations = (page: Page) => page.getByRole('list', { name: 'Invitations' });
const thread = (page: Page) => page.getByRole('log', { name: 'Messages' });

/** A pointer resting on a toast keeps it open: move it away, then check the page. */
async function expectAccessibleNow(page: Page) {
  await page.mouse.move(0, 0);
  await expectAccessible(page);
}

async function openTeamTab(page: Page) {
  await clientNav(page).getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Team', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\?tab=team$/);
}

test('an owner invites a teammate, who joins, chats under their own name and leaves', async ({
  page: admin,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(admin, 'admin');
  const owner = await newClient(browser, admin, { name: 'Team', contactPerson: 'Olive Owner' });
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const teammate = { name: 'Mia Member', email: `mia-${stamp}@example.com`, password: 'Teammate-Joins-2026' };

  // The owner's Team tab: the owner alone, marked as them, and the form that invites.
  await owner.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openTeamTab(owner.page);
  const me = members(owner.page).getByRole('listitem').filter({ hasText: owner.email });
  await expect(me.getByText('You', { exact: true })).toBeVisible();
  await expect(me.getByText('Owner', { exact: true })).toBeVisible();
  await expect(me).toContainText(/Joined [A-Z][a-z]{2} \d{2}, \d{4}/);
  await expect(invitations(owner.page)).toHaveCount(0);
  await expect(owner.page.getByText('No invitations sent yet.')).toBeVisible();
  // The only owner cannot leave.
  await expect(owner.page.getByRole('button', { name: 'Leave team' })).toHaveCount(0);

  // An address that is not one is refused in the form, before anything is sent.
  const form = owner.page.getByRole('form', { name: 'Invite a teammate' });
  await form.getByLabel('Email').fill('not an address');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Email').fill(teammate.email);
  await expect(form.getByLabel('Role')).toHaveValue('member');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(owner.page, clientTeamMessages.invited(teammate.email));
  await expect(form.getByLabel('Email')).toHaveValue('');
  const pending = invitations(owner.page).getByRole('listitem').filter({ hasText: teammate.email });
  await expect(pending).toContainText('Active');
  await expect(pending).toContainText('Member');
  await expect(pending).toContainText(/Expires /);

  // The same address again is refused with the server's reason.
  await form.getByLabel('Email').fill(teammate.email);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(owner.page, clientTeamMessages.alreadyInvited);
  await form.getByLabel('Email').fill('');

  // The link: copied from the list, it is the one the API (and the mail) carries.
  const team = (await (await owner.page.request.get('/api/team')).json()) as ClientTeam;
  const url = team.invites.find((invite) => invite.email === teammate.email)?.url;
  expect(url).toBeTruthy();
  await owner.page.getByRole('button', { name: `Copy link for ${teammate.email}` }).click();
  await expectToast(owner.page, messages.invites.copied);
  expect(await owner.page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  expect(await linkFromOutbox(admin.request, teammate.email, '/invite/')).toBe(url);
  await owner.page.screenshot({ path: `${SHOTS}/client-team-owner-1280.png`, fullPage: true });
  await expectAccessibleNow(owner.page);

  // The teammate opens the link in a browser of their own: they join the company, so no company field,
  // and the address the invitation went to is filled in.
  const joinerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const joiner = await joinerContext.newPage();
  await joiner.goto(new URL(url as string).pathname);
  await expect(joiner.getByRole('heading', { name: `Join ${owner.company}`, level: 1 })).toBeVisible();
  await expect(joiner.getByText('Your role: Member')).toBeVisible();
  await expect(joiner.getByLabel('Company name')).toHaveCount(0);
  await expect(joiner.getByLabel('Email')).toHaveValue(teammate.email);
  await expectAccessible(joiner);
  await joiner.getByLabel('Full name').fill(teammate.name);
  await joiner.getByLabel('Password', { exact: true }).fill(teammate.password);
  await joiner.getByLabel('Confirm password').fill(teammate.password);
  const registration = joiner.waitForResponse(
    (response) => response.url().endsWith('/register') && response.request().method() === 'POST',
  );
  await joiner.getByRole('button', { name: 'Create Account' }).click();
  const registered = await registration;
  expect(registered.status()).toBe(201);
  await expectToast(joiner, messages.invites.registered);
  await expect(joiner).toHaveURL(/\/login$/);
  // A teammate verifies their address like anyone who registers, when the server asks for it.
  if (((await registered.json()) as { verificationEmailSent: boolean }).verificationEmailSent) {
    await joiner.goto(await linkFromOutbox(admin.request, teammate.email, 'verify-email'));
    await expect(joiner).toHaveURL(/\/login\?verified=1$/);
  }
  await joiner.getByLabel('Email').fill(teammate.email);
  await joiner.getByLabel('Password', { exact: true }).fill(teammate.password);
  await joiner.getByRole('button', { name: 'Sign In' }).click();
  await expect(joiner).toHaveURL(/\/dashboard$/);
  await skipWelcome(joiner);

  // The owner's Team tab shows the newcomer without a reload, and the invitation used.
  const newcomer = members(owner.page).getByRole('listitem').filter({ hasText: teammate.email });
  await expect(newcomer).toContainText(teammate.name);
  await expect(owner.page.getByRole('combobox', { name: `Role of ${teammate.name}` })).toHaveValue('member');
  await expect(pending).toContainText('Used');

  // A member shares the work but not billing or payout.
  await expect(clientNav(joiner).getByRole('link', { name: 'Chat', exact: true })).toBeVisible();
  await expect(clientNav(joiner).getByRole('link', { name: 'Billing', exact: true })).toHaveCount(0);
  await joiner.goto('/dashboard/billing');
  await expect(joiner.getByText(clientAbilityRefusals.billing)).toBeVisible();
  await openTeamTab(joiner);
  await expect(joiner.getByRole('tab', { name: 'Payout Details' })).toHaveCount(0);
  await expect(joiner.getByRole('tab', { name: 'Brand Assets' })).toHaveCount(0);
  // Their profile: their own names to change, the company's details to read.
  await joiner.getByRole('tab', { name: 'Profile', exact: true }).click();
  await expect(joiner.getByLabel('Company', { exact: true })).toHaveValue(owner.company);
  await expect(joiner.getByLabel('Company', { exact: true })).toHaveAttribute('readonly', '');
  await expect(joiner.getByText(clientAbilityRefusals.brand)).toBeVisible();
  await joiner.screenshot({ path: `${SHOTS}/client-team-member-profile-1280.png`, fullPage: true });
  await joiner.getByRole('tab', { name: 'Team', exact: true }).click();
  await expect(members(joiner).getByRole('listitem').filter({ hasText: teammate.email })).toContainText(
    'You',
  );
  await expect(joiner.getByRole('form', { name: 'Invite a teammate' })).toHaveCount(0);
  await expect(joiner.getByRole('button', { name: `Remove ${owner.contactPerson}` })).toHaveCount(0);

  // The teammate writes in the company's chat.
  const question = `Can we move the launch? (${stamp})`;
  await clientNav(joiner).getByRole('link', { name: 'Chat', exact: true }).click();
  await joiner.getByLabel('Message', { exact: true }).fill(question);
  await joiner.getByLabel('Message', { exact: true }).press('Enter');
  await expect(thread(joiner).getByRole('listitem').filter({ hasText: question })).toContainText('You');

  // The agency reads it in Messages, under the teammate's name, in the company's one conversation.
  await admin.goto('/admin/messages');
  await admin.getByLabel('Search clients').fill(owner.company);
  await admin
    .getByRole('region', { name: 'Clients' })
    .getByRole('button', { name: new RegExp(owner.company) })
    .click();
  const received = thread(admin).getByRole('listitem').filter({ hasText: question });
  await expect(received).toContainText(teammate.name);
  await expect(received).not.toContainText(owner.company);
  await admin.screenshot({ path: `${SHOTS}/client-team-admin-inbox-1280.png` });

  // The owner makes the teammate a billing member: Billing appears in their navigation.
  await owner.page.getByRole('combobox', { name: `Role of ${teammate.name}` }).selectOption('billing');
  await expectToast(owner.page, clientTeamMessages.roleChanged(teammate.name));
  await expect(owner.page.getByRole('combobox', { name: `Role of ${teammate.name}` })).toHaveValue('billing');
  await openTeamTab(joiner);
  await expect(clientNav(joiner).getByRole('link', { name: 'Billing', exact: true })).toBeVisible();

  // The teammate leaves: asked first, then signed out and sent to the login.
  await joiner.getByRole('button', { name: 'Leave team' }).click();
  const dialog = joiner.getByRole('alertdialog', { name: 'Leave the team?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await joiner.getByRole('button', { name: 'Leave team' }).click();
  await dialog.getByRole('button', { name: 'Leave team' }).click();
  await expectToast(joiner, clientTeamMessages.left);
  await expect(joiner).toHaveURL(/\/login$/);
  await joiner.goto('/dashboard');
  await expect(joiner).toHaveURL(/\/login$/);
  await expect(members(owner.page).getByRole('listitem').filter({ hasText: teammate.email })).toHaveCount(0);
});

test('the Team tab fits a phone screen, where an owner sends an invitation again and deletes it', async ({
  page: admin,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(admin, 'admin');
  const owner = await newClient(browser, admin, { name: 'Phone Team', viewport: phone });
  // A pending invitation, so the list's row (status, dates, three buttons) is on the page too.
  const email = `a-rather-long-address-${Date.now()}@a-long-company-domain.example.com`;
  const sent = await owner.page.request.post('/api/team/invites', { data: { email, role: 'billing' } });
  expect(sent.status()).toBe(201);
  await owner.page.goto('/dashboard/settings?tab=team');
  await skipWelcome(owner.page);
  await expect(owner.page.getByRole('tabpanel')).toBeVisible();
  const row = invitations(owner.page).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Billing');
  await expect(members(owner.page).getByRole('listitem')).toHaveCount(1);
  // Nothing is wider than the screen.
  expect(await owner.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    phone.width,
  );
  await owner.page.screenshot({ path: `${SHOTS}/client-team-375.png`, fullPage: true });
  await expectAccessibleNow(owner.page);

  await owner.page.getByRole('button', { name: `Send again to ${email}` }).click();
  await expectToast(owner.page, clientTeamMessages.resent(email));
  await owner.page.getByRole('button', { name: `Delete invitation to ${email}` }).click();
  const dialog = owner.page.getByRole('alertdialog', { name: 'Delete this invitation?' });
  await dialog.getByRole('button', { name: 'Delete invitation' }).click();
  await expectToast(owner.page, clientTeamMessages.inviteDeleted);
  await expect(owner.page.getByText('No invitations sent yet.')).toBeVisible();
});
