import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverWho } from '../../src/server/audit/audit-person';
import { createAdmin, createClient } from '../../src/server/db/factories';
import { inviteLinks, sessions, userRoles, users } from '../../src/server/db/schema/index';
import { createInvite } from '../../src/server/features/invites/create-invite';
import { removeStaffMember } from '../../src/server/features/team/remove-staff-member';
import { teamMessages } from '../../src/shared/domain/team';
import { messages } from '../../src/shared/messages';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Caller;
let client: Caller;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, clientA: client } = await t.actors());
});
afterAll(() => t.close());

let emailCount = 0;
const freshEmail = (name = 'teammate') => `${name}-${++emailCount}-${Date.now()}@example.test`;
const password = 'plum-orchard-42';

type Invite = { id: string; token: string; url: string; role: string; status: string; label: string | null };
const listOf = async (caller: Caller, path: string): Promise<Invite[]> =>
  (await (await caller.get(path)).json()).invites;

async function newAdminInvite(label = 'New teammate'): Promise<Invite> {
  const res = await admin.post('/api/admin/team/invites', { label });
  expect(res.status).toBe(201);
  return res.json();
}

/** Registers through the link, verifies the address as the emailed link would, and signs in. */
async function registerAdmin(token: string, name = 'Jordan Lee') {
  const email = freshEmail();
  const res = await t.anonymous.post(`/api/invites/${token}/register`, {
    email,
    password,
    confirmPassword: password,
    contactPerson: name,
  });
  return { res, email };
}

async function verifyAndSignIn(email: string): Promise<Caller> {
  await t.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  return t.signIn(email, password);
}

describe('admin invite links', () => {
  it('an admin generates a one-use link with the admin role, listed apart from client links', async () => {
    const invite = await newAdminInvite('Ops lead');
    expect(invite).toMatchObject({ role: 'admin', status: 'Active', label: 'Ops lead' });
    expect(invite.url).toMatch(new RegExp(`/invite/${invite.token}$`));

    const clientInvite = await (await admin.post('/api/admin/invites', { label: 'A client' })).json();
    expect(clientInvite.role).toBe('client');

    const adminList = await listOf(admin, '/api/admin/team/invites');
    expect(adminList.map((i) => i.id)).toContain(invite.id);
    expect(adminList.map((i) => i.id)).not.toContain(clientInvite.id);
    expect(adminList.every((i) => i.role === 'admin')).toBe(true);

    const clientList = await listOf(admin, '/api/admin/invites');
    expect(clientList.map((i) => i.id)).toContain(clientInvite.id);
    expect(clientList.map((i) => i.id)).not.toContain(invite.id);
    expect(clientList.every((i) => i.role === 'client')).toBe(true);
  });

  it('is for admins only', async () => {
    for (const [caller, status] of [
      [t.anonymous, 401],
      [client, 403],
    ] as const) {
      expect((await caller.get('/api/admin/team/invites')).status).toBe(status);
      expect((await caller.post('/api/admin/team/invites', {})).status).toBe(status);
      expect((await caller.get('/api/admin/team')).status).toBe(status);
    }
    const res = await client.post('/api/admin/team/invites', {});
    expect((await res.json()).error.message).toBe(messages.guard.adminOnly);
  });

  it('is deleted from its own list only: the client list cannot delete it, nor the other way round', async () => {
    const invite = await newAdminInvite();
    const clientInvite = await (await admin.post('/api/admin/invites', {})).json();

    expect((await admin.request('DELETE', `/api/admin/invites/${invite.id}`)).status).toBe(404);
    expect((await admin.request('DELETE', `/api/admin/team/invites/${clientInvite.id}`)).status).toBe(404);
    expect((await client.request('DELETE', `/api/admin/team/invites/${invite.id}`)).status).toBe(403);

    const res = await admin.request('DELETE', `/api/admin/team/invites/${invite.id}`);
    expect(res.status).toBe(200);
    expect(await t.db.select().from(inviteLinks).where(eq(inviteLinks.id, invite.id))).toEqual([]);
    expect((await listOf(admin, '/api/admin/team/invites')).map((i) => i.id)).not.toContain(invite.id);
    // The deleted link no longer registers anyone.
    expect((await registerAdmin(invite.token)).res.status).toBe(404);
  });

  it('registration makes an admin, without a company, who can call admin routes; the link then is spent', async () => {
    const invite = await newAdminInvite();
    const preview = await (await t.anonymous.get(`/api/invites/${invite.token}`)).json();
    expect(preview.role).toBe('admin');

    const { res, email } = await registerAdmin(invite.token, 'Jordan Lee');
    expect(res.status).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user?.name).toBe('Jordan Lee');
    const [role] = await t.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, user?.id ?? ''));
    expect(role?.role).toBe('admin');

    const newcomer = await verifyAndSignIn(email);
    const clients = await newcomer.get('/api/admin/clients');
    expect(clients.status).toBe(200);
    const team = (await (await newcomer.get('/api/admin/team')).json()).members as {
      email: string;
      isYou: boolean;
      name: string;
      adminSince: string;
    }[];
    expect(team.find((m) => m.email === email)).toMatchObject({ isYou: true, name: 'Jordan Lee' });
    expect(team.find((m) => m.email === admin.email)).toMatchObject({ isYou: false });
    expect(team.every((m) => !Number.isNaN(Date.parse(m.adminSince)))).toBe(true);
    // Clients are not on the team.
    expect(team.map((m) => m.email)).not.toContain(client.email);

    // One use: the link answers as invalid afterwards, and is gone from the pending list.
    const again = await registerAdmin(invite.token);
    expect(again.res.status).toBe(404);
    expect((await again.res.json()).error.message).toBe(messages.invites.invalid);
    expect((await t.anonymous.get(`/api/invites/${invite.token}`)).status).toBe(404);
    expect((await listOf(admin, '/api/admin/team/invites')).map((i) => i.id)).not.toContain(invite.id);
  });

  it('an expired link makes no admin, and is listed as Expired', async () => {
    const expired = await createInvite({
      db: t.db,
      realtime: t.deps.realtime,
      who: serverWho,
      adminId: admin.userId,
      role: 'admin',
      expiresAt: new Date(Date.now() - 1000),
    });
    const { res, email } = await registerAdmin(expired.token);
    expect(res.status).toBe(404);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const listed = (await listOf(admin, '/api/admin/team/invites')).find((i) => i.id === expired.id);
    expect(listed?.status).toBe('Expired');
  });

  it('a client link still makes a client', async () => {
    const invite = await (await admin.post('/api/admin/invites', { companyName: 'Northwind' })).json();
    const email = freshEmail('client');
    const res = await t.anonymous.post(`/api/invites/${invite.token}/register`, {
      email,
      password,
      confirmPassword: password,
      companyName: 'Northwind',
    });
    expect(res.status).toBe(201);
    const [row] = await t.db
      .select({ role: userRoles.role })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(eq(users.email, email));
    expect(row?.role).toBe('client');
  });
});

describe('removing an admin', () => {
  it('deletes the account and ends its sessions', async () => {
    const other = await createAdmin(t.db, { name: 'Riley Remove' });
    const otherCaller = await t.signIn(other.email);
    expect((await otherCaller.get('/api/admin/clients')).status).toBe(200);

    const res = await admin.request('DELETE', `/api/admin/team/${other.id}`);
    expect(res.status).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, other.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, other.id))).toEqual([]);
    expect((await otherCaller.get('/api/admin/clients')).status).toBe(401);
    const team = (await (await admin.get('/api/admin/team')).json()).members as { id: string }[];
    expect(team.map((m) => m.id)).not.toContain(other.id);
  });

  it("refuses the caller's own account with 409", async () => {
    const res = await admin.request('DELETE', `/api/admin/team/${admin.userId}`);
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(teamMessages.cannotRemoveSelf);
    expect(
      await t.db
        .select()
        .from(users)
        .where(eq(users.id, admin.userId ?? '')),
    ).toHaveLength(1);
  });

  it('answers 404 for a client or an unknown id, and 403 to a client', async () => {
    expect((await admin.request('DELETE', `/api/admin/team/${client.userId}`)).status).toBe(404);
    expect((await admin.request('DELETE', '/api/admin/team/nobody')).status).toBe(404);
    const other = await createAdmin(t.db);
    expect((await client.request('DELETE', `/api/admin/team/${other.id}`)).status).toBe(403);
    expect(await t.db.select().from(users).where(eq(users.id, other.id))).toHaveLength(1);
  });
});

describe('the last admin', () => {
  it('is never removed, even when two admins remove each other at once', async () => {
    const app = await createTestApp();
    try {
      const [a, b] = [await createAdmin(app.db), await createAdmin(app.db)];
      const [callerA, callerB] = [await app.signIn(a.email), await app.signIn(b.email)];
      const answers = await Promise.all([
        callerA.request('DELETE', `/api/admin/team/${b.id}`),
        callerB.request('DELETE', `/api/admin/team/${a.id}`),
      ]);
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const left = await app.db.select().from(userRoles).where(eq(userRoles.role, 'admin'));
      expect(left).toHaveLength(1);

      // Whoever would remove the one admin left (here a caller whose own account was just removed) is refused.
      const [last] = left;
      const gone = await createClient(app.db);
      await expect(
        removeStaffMember({
          db: app.db,
          realtime: app.deps.realtime,
          who: serverWho,
          callerId: gone.id,
          userId: last?.userId ?? '',
        }),
      ).rejects.toMatchObject({ code: 'conflict', message: teamMessages.cannotRemoveLast });
      expect(await app.db.select().from(userRoles).where(eq(userRoles.role, 'admin'))).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
