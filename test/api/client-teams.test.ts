import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createClient,
  createClientMember,
  createMessage,
  createProjectUpdate,
  createTask,
} from '../../src/server/db/factories';
import { clientMembers } from '../../src/server/db/schema/index';
import type { ChatMessage, ChatPage, ChatThread } from '../../src/shared/contracts/chat';
import type { ClientList } from '../../src/shared/contracts/clients';
import { clientAbilityRefusals } from '../../src/shared/domain/client-roles';
import { taskMessages } from '../../src/shared/domain/task-messages';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';

/**
 * Issue 47, decision 042: a client company has several people. Each acts on the company's shared rows,
 * never another company's, with what their role grants.
 */
let t: TestApp;
let owner: Caller;
let member: Caller;
let billing: Caller;
let otherOwner: Caller;
let admin: Caller;
let companyA: string;
let companyB: string;

beforeAll(async () => {
  t = await createTestApp({ env: { SIGN_INS_PER_MINUTE: '1000' } });
  const a = await createClient(t.db, { name: 'Olive Owner', profile: { companyName: 'Able Co' } });
  const b = await createClient(t.db, { name: 'Blair Baker', profile: { companyName: 'Baker Ltd' } });
  companyA = a.id;
  companyB = b.id;
  const m = await createClientMember(t.db, companyA, 'member', { name: 'Mia Member' });
  const bill = await createClientMember(t.db, companyA, 'billing', { name: 'Bo Billing' });
  const staff = await createAdmin(t.db, { name: 'Avery Admin' });
  owner = await t.signIn(a.email);
  member = await t.signIn(m.email);
  billing = await t.signIn(bill.email);
  otherOwner = await t.signIn(b.email);
  admin = await t.signIn(staff.email);
});
afterAll(() => t.close());

const json = async <T>(response: Response | Promise<Response>): Promise<T> => (await response).json();

describe('client teams: who belongs where', () => {
  it('makes whoever opens a client account the owner of a company with their own id', async () => {
    const rows = await t.db.select().from(clientMembers).where(eq(clientMembers.clientId, companyA));
    const byUser = Object.fromEntries(rows.map((row) => [row.userId, row.role]));
    expect(byUser).toEqual({
      [companyA]: 'owner',
      [member.userId as string]: 'member',
      [billing.userId as string]: 'billing',
    });
  });

  it('lists companies, not people, to the agency', async () => {
    const list = await json<ClientList>(admin.get('/api/admin/clients'));
    const ids = list.clients.map((client) => client.id);
    expect(ids).toEqual(expect.arrayContaining([companyA, companyB]));
    expect(ids).not.toContain(member.userId);
    expect(list.total).toBe(ids.length);
    const teammatePage = await admin.get(`/api/admin/clients/${member.userId}`);
    expect(teammatePage.status).toBe(404);
    expect((await teammatePage.json()).error.message).toBe(taskMessages.clientNotFound);
    const inbox = await json<{ threads: ChatThread[] }>(admin.get('/api/admin/chat'));
    expect(inbox.threads.map((thread) => thread.clientId)).not.toContain(member.userId);
  });
});

describe("client teams: the company's shared work", () => {
  it("shows every person of the company its tasks and updates, and no other company's", async () => {
    const ours = await createTask(t.db, { clientId: companyA, title: 'Shared launch plan' });
    const theirs = await createTask(t.db, { clientId: companyB, title: 'Baker secret plan' });
    await createProjectUpdate(t.db, { clientId: companyA, message: 'Week one for Able' });
    for (const person of [owner, member, billing]) {
      const { tasks } = await json<{ tasks: { id: string }[] }>(person.get('/api/tasks'));
      expect(tasks.map((task) => task.id)).toContain(ours.id);
      expect(tasks.map((task) => task.id)).not.toContain(theirs.id);
      expect((await person.get(`/api/tasks/${ours.id}`)).status).toBe(200);
      expect((await person.get(`/api/tasks/${theirs.id}`)).status).toBe(404);
      const { updates } = await json<{ updates: { message: string }[] }>(person.get('/api/updates'));
      expect(updates.map((update) => update.message)).toContain('Week one for Able');
    }
    const { tasks } = await json<{ tasks: { id: string }[] }>(otherOwner.get('/api/tasks'));
    expect(tasks.map((task) => task.id)).not.toContain(ours.id);
  });

  it("lets a teammate comment on the company's task, named to the owner", async () => {
    const task = await createTask(t.db, { clientId: companyA, title: 'Review the headline' });
    const posted = await member.post(`/api/tasks/${task.id}/comments`, { content: 'Looks good to me' });
    expect(posted.status).toBe(201);
    const activity = await json<{ entries: { kind: string; author: { name: string | null } }[] }>(
      owner.get(`/api/tasks/${task.id}/activity`),
    );
    const authors = activity.entries.filter((entry) => entry.kind === 'comment').map((entry) => entry.author);
    expect(authors).toContainEqual(expect.objectContaining({ name: 'Mia Member' }));
  });
});

describe('client teams: one chat per company, read per person', () => {
  it("puts a teammate's message in the company's thread, unread for the agency and the owner", async () => {
    const team = await t.signIn((await createAdmin(t.db, { name: 'Drew Team' })).email);
    await owner.post('/api/chat/read');
    const sent = await member.post('/api/chat/messages', { content: 'Can we move the launch?' });
    expect(sent.status).toBe(201);
    const message = (await sent.json()) as ChatMessage;
    expect(message.clientId).toBe(companyA);

    const page = await json<ChatPage>(owner.get('/api/chat/messages'));
    const seen = page.messages.find((one) => one.id === message.id);
    expect(seen?.sender).toMatchObject({ name: 'Mia Member', role: 'client' });
    expect((await json<{ unread: number }>(owner.get('/api/chat/unread'))).unread).toBe(1);
    expect((await json<{ unread: number }>(member.get('/api/chat/unread'))).unread).toBe(0);

    expect((await json<{ unread: number }>(team.get('/api/chat/unread'))).unread).toBeGreaterThanOrEqual(1);
    const inbox = await json<{ threads: ChatThread[] }>(team.get('/api/admin/chat'));
    const thread = inbox.threads.find((one) => one.clientId === companyA);
    expect(thread?.unread).toBeGreaterThanOrEqual(1);
    expect(thread?.lastMessage?.content).toBe('Can we move the launch?');

    await team.post(`/api/admin/chat/${companyA}/read`);
    const after = await json<{ threads: ChatThread[] }>(team.get('/api/admin/chat'));
    expect(after.threads.find((one) => one.clientId === companyA)?.unread).toBe(0);
  });

  it("never shows another company's thread", async () => {
    await createMessage(t.db, { clientId: companyB, senderId: companyB, content: 'Baker only' });
    for (const person of [owner, member]) {
      const page = await json<ChatPage>(person.get('/api/chat/messages'));
      expect(page.messages.map((one) => one.content)).not.toContain('Baker only');
    }
  });
});

describe('client teams: notifications reach each person', () => {
  it("gives each of the company's people the notification in their own bell", async () => {
    const created = await admin.post('/api/admin/tasks', {
      clientId: companyA,
      title: 'Send the brand fonts',
    });
    expect(created.status).toBe(201);
    for (const person of [owner, member, billing]) {
      const { notifications } = await json<{ notifications: { title: string }[] }>(
        person.get('/api/notifications'),
      );
      expect(notifications.some((one) => one.title.includes('Send the brand fonts'))).toBe(true);
    }
    const { notifications } = await json<{ notifications: { title: string }[] }>(
      otherOwner.get('/api/notifications'),
    );
    expect(notifications.some((one) => one.title.includes('Send the brand fonts'))).toBe(false);
  });
});

describe('client teams: what each role may do', () => {
  it('shows the plan to the owner and the billing member, and refuses a member', async () => {
    expect((await owner.get('/api/billing/plan-details')).status).toBe(200);
    expect((await billing.get('/api/billing/plan-details')).status).toBe(200);
    const refused = await member.get('/api/billing/plan-details');
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(clientAbilityRefusals.billing);
  });
});

describe("client teams: the company's profile and each person's own", () => {
  type ProfileView = { firstName: string | null; companyName: string | null; emailNotifications: boolean };
  const profileOf = (caller: Caller) => json<ProfileView>(caller.get('/api/profile'));

  it("shows each person the company's name and brand beside their own name and toggles", async () => {
    const mine = await profileOf(member);
    expect(mine).toMatchObject({ firstName: 'Mia', companyName: 'Able Co' });
    expect((await member.request('PATCH', '/api/profile', { emailNotifications: false })).status).toBe(200);
    expect((await profileOf(member)).emailNotifications).toBe(false);
    expect((await profileOf(owner)).emailNotifications).toBe(true);
  });

  it('lets only the owner change the company, and only the owner its payout details', async () => {
    const brand = await member.request('PATCH', '/api/profile', { companyName: 'Hijacked Inc' });
    expect(brand.status).toBe(403);
    expect((await brand.json()).error.message).toBe(clientAbilityRefusals.brand);
    const payout = await billing.request('PATCH', '/api/profile', { payoutMethod: 'PayPal' });
    expect(payout.status).toBe(403);
    expect((await payout.json()).error.message).toBe(clientAbilityRefusals.payout);
    expect((await profileOf(owner)).companyName).toBe('Able Co');

    expect((await owner.request('PATCH', '/api/profile', { website: 'https://able.example' })).status).toBe(
      200,
    );
    expect(await profileOf(member)).toMatchObject({ companyName: 'Able Co' });
    expect(await json<{ website: string | null }>(member.get('/api/profile'))).toMatchObject({
      website: 'https://able.example',
    });
  });
});
