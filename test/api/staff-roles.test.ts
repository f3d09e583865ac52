import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createClient,
  createManager,
  createMessage,
  createReferral,
  createTask,
  DEFAULT_TEST_PASSWORD,
} from '../../src/server/db/factories';
import { clientManagers, notifications, users } from '../../src/server/db/schema/index';
import type { ChatThreadList } from '../../src/shared/contracts/chat';
import type { ClientList } from '../../src/shared/contracts/clients';
import type { Invite } from '../../src/shared/contracts/invites';
import type { AdminReferralList } from '../../src/shared/contracts/referrals';
import type { AdminTaskList } from '../../src/shared/contracts/tasks';
import type { ClientManagers, TeamList } from '../../src/shared/contracts/team';
import { teamMessages } from '../../src/shared/domain/team';
import { messages } from '../../src/shared/messages';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';

/** Issue 47, staff roles (decision 043): an account manager sees and acts on only their clients. */
let t: TestApp;
let admin: Caller;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { SIGN_INS_PER_MINUTE: '1000' } });
  const user = await createAdmin(t.db, { name: 'Avery Admin' });
  adminId = user.id;
  admin = await t.signIn(user.email);
});
afterAll(() => t.close());

const json = async <T>(response: Response | Promise<Response>): Promise<T> => (await response).json();
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error;

/** Two fresh clients and an account manager of the first only. */
async function agency(tag: string) {
  const clientA = await createClient(t.db, { profile: { companyName: `${tag} Able`, contactPerson: 'Ann' } });
  const clientB = await createClient(t.db, { profile: { companyName: `${tag} Baker`, contactPerson: 'Bo' } });
  const managerUser = await createManager(t.db, [clientA.id], { name: `${tag} Manager` });
  return { clientA, clientB, managerUser, manager: await t.signIn(managerUser.email) };
}

const setManagers = (clientId: string, userIds: string[]) =>
  admin.request('PUT', `/api/admin/clients/${clientId}/managers`, { userIds });

describe('Team Settings', () => {
  it('invites an account manager, who registers and signs in to the agency side as one', async () => {
    const invite = await json<Invite>(
      admin.post('/api/admin/team/invites', { label: 'Mara', role: 'manager' }),
    );
    expect(invite.role).toBe('manager');
    const listed = await json<{ invites: Invite[] }>(admin.get('/api/admin/team/invites'));
    expect(listed.invites.map((one) => [one.id, one.role])).toContainEqual([invite.id, 'manager']);

    const email = `mara-${invite.id.slice(0, 8)}@example.test`;
    const registered = await t.anonymous.post(`/api/invites/${invite.token}/register`, {
      email,
      password: DEFAULT_TEST_PASSWORD,
      confirmPassword: DEFAULT_TEST_PASSWORD,
      contactPerson: 'Mara Manager',
    });
    expect(registered.status).toBe(201);
    // Verified as the mailed link would (the registration tests follow that link themselves).
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const manager = await t.signIn(email);
    const me = await json<{ role: string; client: unknown }>(manager.get('/api/me'));
    expect(me).toMatchObject({ role: 'manager', client: null });

    const team = await json<TeamList>(admin.get('/api/admin/team'));
    expect(team.members.find((member) => member.email === email)).toMatchObject({
      name: 'Mara Manager',
      role: 'manager',
      isYou: false,
    });
    // What stays with admins: the team, agency settings, applications, client invite links.
    for (const path of [
      '/api/admin/team',
      '/api/admin/agency/settings',
      '/api/admin/applications',
      '/api/admin/invites',
    ]) {
      const res = await manager.get(path);
      expect(res.status, path).toBe(403);
      expect((await errorOf(res)).message).toBe(messages.guard.adminOnly);
    }
  });

  it("changes a staff member's role, never the caller's own nor the last admin's", async () => {
    const managerUser = await createManager(t.db);
    const promoted = await admin.request('PATCH', `/api/admin/team/${managerUser.id}`, { role: 'admin' });
    expect(await promoted.json()).toMatchObject({ id: managerUser.id, role: 'admin' });
    const promotedCaller = await t.signIn(managerUser.email);
    expect((await promotedCaller.get('/api/admin/team')).status).toBe(200);

    const self = await admin.request('PATCH', `/api/admin/team/${adminId}`, { role: 'manager' });
    expect(self.status).toBe(409);
    expect((await errorOf(self)).message).toBe(teamMessages.cannotDemoteSelf);

    // Back to a manager: their next request is a manager's.
    const demoted = await admin.request('PATCH', `/api/admin/team/${managerUser.id}`, { role: 'manager' });
    expect(demoted.status).toBe(200);
    expect((await promotedCaller.get('/api/admin/team')).status).toBe(403);

    const client = await createClient(t.db);
    const notStaff = await admin.request('PATCH', `/api/admin/team/${client.id}`, { role: 'admin' });
    expect(notStaff.status).toBe(404);
  });

  it('keeps the last admin: a lone admin cannot be made an account manager by another staff member', async () => {
    const lone = await createTestApp({ env: { SIGN_INS_PER_MINUTE: '1000' } });
    try {
      const onlyAdmin = await createAdmin(lone.db);
      const other = await createAdmin(lone.db);
      const caller = await lone.signIn(onlyAdmin.email);
      expect((await caller.request('PATCH', `/api/admin/team/${other.id}`, { role: 'manager' })).status).toBe(
        200,
      );
      // Now `onlyAdmin` is the last admin; the demoted one can no longer demote anyone.
      const demoted = await lone.signIn(other.email);
      expect(
        (await demoted.request('PATCH', `/api/admin/team/${onlyAdmin.id}`, { role: 'manager' })).status,
      ).toBe(403);
    } finally {
      await lone.close();
    }
  });
});

describe("a client's account managers", () => {
  it('are set by an admin, listed on the client page, and only staff may be one', async () => {
    const { clientA, managerUser, manager } = await agency('Set');
    const saved = await json<ClientManagers>(setManagers(clientA.id, [managerUser.id, adminId]));
    expect(saved.managers.map((one) => [one.name, one.role])).toEqual([
      ['Avery Admin', 'admin'],
      ['Set Manager', 'manager'],
    ]);
    expect(await json<ClientManagers>(manager.get(`/api/admin/clients/${clientA.id}/managers`))).toEqual(
      saved,
    );

    const client = await createClient(t.db);
    const refused = await setManagers(clientA.id, [managerUser.id, client.id]);
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe(teamMessages.notStaff);
    const kept = await t.db.select().from(clientManagers).where(eq(clientManagers.clientId, clientA.id));
    expect(kept.map((row) => row.userId).sort()).toEqual([adminId, managerUser.id].sort());

    // A manager does not assign: not even themselves.
    const byManager = await manager.request('PUT', `/api/admin/clients/${clientA.id}/managers`, {
      userIds: [],
    });
    expect(byManager.status).toBe(403);
  });

  it("'My clients' lists an admin's own clients; a manager's list is only theirs", async () => {
    const { clientA, clientB, manager } = await agency('Mine');
    await setManagers(clientB.id, [adminId]);
    const mine = await json<ClientList>(admin.get('/api/admin/clients?mine=true'));
    expect(mine.clients.map((one) => one.id)).toContain(clientB.id);
    expect(mine.clients.map((one) => one.id)).not.toContain(clientA.id);
    expect(mine.total).toBe(mine.clients.length);

    const theirs = await json<ClientList>(manager.get('/api/admin/clients'));
    expect(theirs).toMatchObject({ total: 1, clients: [{ id: clientA.id, companyName: 'Mine Able' }] });
    const searched = await json<ClientList>(manager.get('/api/admin/clients?q=Mine'));
    expect(searched.clients.map((one) => one.id)).toEqual([clientA.id]);
    expect((await manager.get(`/api/admin/clients/${clientB.id}`)).status).toBe(404);
  });
});

describe("an account manager's pages hold only their clients", () => {
  it('the inbox and its badge, Tasks Manager, Reports & Files and Referrals', async () => {
    const { clientA, clientB, manager } = await agency('Pages');
    for (const client of [clientA, clientB]) {
      await createMessage(t.db, {
        clientId: client.id,
        senderId: client.id,
        content: `Hello from ${client.id}`,
      });
      await createTask(t.db, { clientId: client.id, title: `Task of ${client.id}` });
      await createReferral(t.db, { referrerUserId: client.id });
    }
    const inbox = await json<ChatThreadList>(manager.get('/api/admin/chat'));
    expect(inbox.threads.map((thread) => thread.clientId)).toEqual([clientA.id]);
    expect(await json(manager.get('/api/chat/unread'))).toEqual({ unread: 1 });
    expect((await manager.get(`/api/admin/chat/${clientB.id}/messages`)).status).toBe(404);

    const tasks = await json<AdminTaskList>(manager.get('/api/admin/tasks'));
    expect(tasks.tasks.map((task) => task.client.id)).toEqual([clientA.id]);
    const forB = await manager.post('/api/admin/tasks', { title: 'Not mine', clientId: clientB.id });
    expect(forB.status).toBe(404);

    const referrals = await json<AdminReferralList>(manager.get('/api/admin/referrals'));
    expect(referrals.referrals.map((one) => one.referrer.id)).toEqual([clientA.id]);
    expect(referrals.summary).toMatchObject({ total: 1, pending: 1 });

    const files = await json<{ files: unknown[]; counts: { all: number } }>(manager.get('/api/admin/files'));
    expect(files).toMatchObject({ files: [], counts: { all: 0 } });

    // Unassigned: the very next request no longer finds the client.
    expect((await setManagers(clientA.id, [])).status).toBe(200);
    expect((await manager.get(`/api/admin/clients/${clientA.id}`)).status).toBe(404);
    expect((await json<ChatThreadList>(manager.get('/api/admin/chat'))).threads).toEqual([]);
    expect(await json(manager.get('/api/chat/unread'))).toEqual({ unread: 0 });
  });
});

describe("an account manager's bell", () => {
  it('rings for their clients only, and forgets a client they no longer manage', async () => {
    const { clientA, clientB, managerUser, manager } = await agency('Bell');
    const other = await createManager(t.db, [clientB.id]);
    const clientCaller = await t.signIn(clientA.email);
    expect((await clientCaller.post('/api/chat/messages', { content: 'A question' })).status).toBe(201);

    const rungFor = async (userId: string) =>
      t.db
        .select({ clientId: notifications.clientId })
        .from(notifications)
        .where(and(eq(notifications.recipientId, userId), eq(notifications.kind, 'client_message')));
    expect(await rungFor(managerUser.id)).toEqual([{ clientId: clientA.id }]);
    expect(await rungFor(other.id)).toEqual([]);
    expect((await rungFor(adminId)).map((row) => row.clientId)).toContain(clientA.id);
    const bell = await json<{ notifications: unknown[] }>(manager.get('/api/notifications'));
    expect(bell.notifications).toHaveLength(1);

    await setManagers(clientA.id, []);
    expect(await rungFor(managerUser.id)).toEqual([]);
  });
});
