import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createClient,
  createClientMember,
  DEFAULT_TEST_PASSWORD,
} from '../../src/server/db/factories';
import { clientMembers, inviteLinks, outboxEmails, sessions, users } from '../../src/server/db/schema/index';
import type { ClientTeam, ClientTeamInvite } from '../../src/shared/contracts/client-team';
import type { InvitePreview } from '../../src/shared/contracts/invites';
import { clientAbilityRefusals, clientTeamMessages } from '../../src/shared/domain/client-roles';
import { messages } from '../../src/shared/messages';
import { expectConsole } from '../support/fail-on-console';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';

/** Issue 47: an owner runs the company's team from Settings (Team tab). */
let t: TestApp;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp({ env: { SIGN_INS_PER_MINUTE: '1000' } });
  admin = await t.signIn((await createAdmin(t.db)).email);
});
afterAll(() => t.close());

const json = async <T>(response: Response | Promise<Response>): Promise<T> => (await response).json();
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error;

/** A fresh company: its owner signed in, and a member. */
async function company(name: string) {
  const owner = await createClient(t.db, { name: `${name} Owner`, profile: { companyName: `${name} Co` } });
  const member = await createClientMember(t.db, owner.id, 'member', { name: `${name} Member` });
  return {
    id: owner.id,
    owner: await t.signIn(owner.email),
    member: await t.signIn(member.email),
    memberId: member.id,
  };
}

const invite = (caller: Caller, email: string, role?: string) =>
  caller.post('/api/team/invites', role ? { email, role } : { email });

const register = (token: string, email: string, name: string) =>
  t.anonymous.post(`/api/invites/${token}/register`, {
    email,
    password: DEFAULT_TEST_PASSWORD,
    confirmPassword: DEFAULT_TEST_PASSWORD,
    contactPerson: name,
  });

const tokenOf = (sent: ClientTeamInvite) => sent.url.split('/').at(-1) as string;

/** Follows the verification link mailed to `email`, as its owner would. */
async function verifyEmail(email: string) {
  const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
  const link = mails
    .map((mail) => mail.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\S+/)?.[0])
    .find(Boolean);
  if (!link) throw new Error(`No verification link was mailed to ${email}`);
  const { pathname, search } = new URL(link);
  expect((await t.anonymous.get(`${pathname}${search}`)).status).toBeLessThan(400);
}

describe('client team: invitations', () => {
  it('mails a one-use link that makes the invitee a teammate with the role it names', async () => {
    const acme = await company('Acme');
    const sent = await json<ClientTeamInvite>(invite(acme.owner, 'New.Person@Example.test', 'billing'));
    expect(sent).toMatchObject({ email: 'new.person@example.test', role: 'billing', status: 'Active' });
    const days = (Date.parse(sent.expiresAt) - Date.parse(sent.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 1);

    const [mail] = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'new.person@example.test'));
    expect(mail?.subject).toBe('Acme Owner invited you to Acme Co on Agency Portal');
    expect(mail?.text).toContain(sent.url);

    const preview = await json<InvitePreview>(t.anonymous.get(`/api/invites/${tokenOf(sent)}`));
    expect(preview).toMatchObject({
      joins: { companyName: 'Acme Co', role: 'billing' },
      email: 'new.person@example.test',
    });

    expect((await register(tokenOf(sent), 'new.person@example.test', 'Nia New')).status).toBe(201);
    await verifyEmail('new.person@example.test');
    const teammate = await t.signIn('new.person@example.test');
    const team = await json<ClientTeam>(teammate.get('/api/team'));
    expect(team.yourRole).toBe('billing');
    expect(team.members.map((one) => [one.name, one.role, one.you])).toEqual([
      ['Acme Owner', 'owner', false],
      ['Acme Member', 'member', false],
      ['Nia New', 'billing', true],
    ]);
    // A teammate sees the people, not the invitations; the owner sees it accepted.
    expect(team.invites).toEqual([]);
    const ownersView = await json<ClientTeam>(acme.owner.get('/api/team'));
    expect(ownersView.invites.find((one) => one.id === sent.id)?.status).toBe('Used');
    // The link works once.
    expect((await register(tokenOf(sent), 'someone.else@example.test', 'Sam Else')).status).toBe(404);
    // The company is still one client to the agency.
    expect((await admin.get(`/api/admin/clients/${teammate.userId}`)).status).toBe(404);
  });

  it('refuses an address already on the team or already invited, and lets the owner send again or delete', async () => {
    const bolt = await company('Bolt');
    const member = await t.db.select().from(clientMembers).where(eq(clientMembers.userId, bolt.memberId));
    expect(member).toHaveLength(1);
    const taken = await invite(bolt.owner, bolt.member.email as string);
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).message).toBe(clientTeamMessages.alreadyMember);

    const sent = await json<ClientTeamInvite>(invite(bolt.owner, 'twice@example.test'));
    const again = await invite(bolt.owner, 'twice@example.test');
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(clientTeamMessages.alreadyInvited);

    const resent = await bolt.owner.post(`/api/team/invites/${sent.id}/resend`);
    expect(resent.status).toBe(200);
    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'twice@example.test'));
    expect(mails).toHaveLength(2);

    expect((await bolt.owner.request('DELETE', `/api/team/invites/${sent.id}`)).status).toBe(204);
    expect((await t.anonymous.get(`/api/invites/${tokenOf(sent)}`)).status).toBe(404);
    // The agency's own invite list never shows a company's invitations.
    const adminList = await json<{ invites: { id: string }[] }>(admin.get('/api/admin/invites'));
    expect(adminList.invites.map((one) => one.id)).not.toContain(sent.id);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const iris = await company('Iris');
    const bad = await invite(iris.owner, 'not an address');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe(messages.signup.emailInvalid);
    const wrongRole = await invite(iris.owner, 'someone@example.test', 'boss');
    expect(wrongRole.status).toBe(400);
    expect(await t.db.select().from(inviteLinks).where(eq(inviteLinks.clientId, iris.id))).toEqual([]);
    const role = await iris.owner.request('PATCH', `/api/team/members/${iris.memberId}`, { role: 'boss' });
    expect(role.status).toBe(400);
    expect((await json<ClientTeam>(iris.owner.get('/api/team'))).members.map((one) => one.role)).toEqual([
      'owner',
      'member',
    ]);
    expect((await iris.owner.post('/api/team/invites/not-an-id/resend')).status).toBe(400);
  });

  it("keeps invitations to the owners, and another company's out of reach", async () => {
    const cove = await company('Cove');
    const dune = await company('Dune');
    const refused = await invite(cove.member, 'friend@example.test');
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(clientAbilityRefusals.members);
    const sent = await json<ClientTeamInvite>(invite(cove.owner, 'friend@example.test'));
    expect((await dune.owner.post(`/api/team/invites/${sent.id}/resend`)).status).toBe(404);
    expect((await dune.owner.request('DELETE', `/api/team/invites/${sent.id}`)).status).toBe(404);
    expect((await admin.get('/api/team')).status).toBe(403);
    expect((await t.anonymous.get('/api/team')).status).toBe(401);
  });
});

describe('client team: roles and leaving', () => {
  it('hands ownership over, and never leaves a company without an owner', async () => {
    const echo = await company('Echo');
    const lastOwner = await echo.owner.request('DELETE', `/api/team/members/${echo.id}`);
    expect(lastOwner.status).toBe(409);
    expect((await errorOf(lastOwner)).message).toBe(clientTeamMessages.lastOwner);
    const demoted = await echo.owner.request('PATCH', `/api/team/members/${echo.id}`, { role: 'member' });
    expect(demoted.status).toBe(409);

    const promoted = await echo.owner.request('PATCH', `/api/team/members/${echo.memberId}`, {
      role: 'owner',
    });
    expect(await promoted.json()).toMatchObject({ userId: echo.memberId, role: 'owner' });
    // The new owner's next request already has the role.
    expect((await echo.member.get('/api/billing/plan-details')).status).toBe(200);
    expect(
      (await echo.owner.request('PATCH', `/api/team/members/${echo.id}`, { role: 'member' })).status,
    ).toBe(200);
    expect((await echo.owner.get('/api/billing/plan-details')).status).toBe(403);
    // A member cannot change roles.
    const refused = await echo.owner.request('PATCH', `/api/team/members/${echo.memberId}`, {
      role: 'member',
    });
    expect(refused.status).toBe(403);
  });

  it('closes a removed teammate’s login at once, and lets anyone leave', async () => {
    const fern = await company('Fern');
    const extra = await createClientMember(t.db, fern.id, 'member', { name: 'Fern Extra' });
    const extraCaller = await t.signIn(extra.email);
    // Only an owner removes someone else.
    expect((await fern.member.request('DELETE', `/api/team/members/${extra.id}`)).status).toBe(403);

    expect((await extraCaller.post('/api/chat/messages', { content: 'Signing off soon' })).status).toBe(201);
    expect((await fern.owner.request('DELETE', `/api/team/members/${extra.id}`)).status).toBe(204);
    // What they wrote keeps their name, on the client's side.
    const chat = await json<{ messages: { content: string; sender: unknown }[] }>(
      fern.owner.get('/api/chat/messages'),
    );
    expect(chat.messages.find((one) => one.content === 'Signing off soon')?.sender).toMatchObject({
      name: 'Fern Extra',
      role: 'client',
    });
    const after = await extraCaller.get('/api/tasks');
    expect(after.status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, extra.id))).toEqual([]);
    // The auth library notes that the closed login has no password any more.
    expectConsole('warn');
    const signIn = await t.anonymous.post('/api/auth/sign-in/email', {
      email: extra.email,
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(signIn.status).toBeGreaterThanOrEqual(400);
    // Their address is free again: invited back, they register a fresh login in the company.
    const again = await json<ClientTeamInvite>(invite(fern.owner, extra.email));
    expect((await register(tokenOf(again), extra.email, 'Fern Extra')).status).toBe(201);
    const [back] = await t.db
      .select({ clientId: clientMembers.clientId })
      .from(clientMembers)
      .innerJoin(users, eq(users.id, clientMembers.userId))
      .where(eq(users.email, extra.email));
    expect(back).toEqual({ clientId: fern.id });

    expect((await fern.member.request('DELETE', `/api/team/members/${fern.memberId}`)).status).toBe(204);
    expect((await fern.member.get('/api/me')).status).toBe(401);
    const team = await json<ClientTeam>(fern.owner.get('/api/team'));
    expect(team.members.map((one) => one.name)).toEqual(['Fern Owner', 'Fern Extra']);
    // Another company's person is not found.
    const other = await company('Grove');
    expect((await fern.owner.request('DELETE', `/api/team/members/${other.memberId}`)).status).toBe(404);
  });
});

describe('client team: suspension', () => {
  it('suspends the whole company: every person is signed out and refused, until it is restored', async () => {
    const hale = await company('Hale');
    expect((await admin.post(`/api/admin/clients/${hale.id}/suspend`)).status).toBe(200);
    expect((await hale.member.get('/api/tasks')).status).toBe(401);
    expect((await hale.owner.get('/api/tasks')).status).toBe(401);
    const refused = await t.anonymous.post('/api/auth/sign-in/email', {
      email: hale.member.email,
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(messages.clients.suspendedSignIn);

    expect((await admin.post(`/api/admin/clients/${hale.id}/restore`)).status).toBe(200);
    const member = await t.signIn(hale.member.email as string);
    expect((await member.get('/api/tasks')).status).toBe(200);
  });
});
