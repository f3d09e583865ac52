import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverWho } from '../../src/server/audit/audit-person';
import { createClient } from '../../src/server/db/factories';
import {
  applicationSubmissions,
  profiles,
  referrals as referralRows,
  tasks as taskRows,
  users,
} from '../../src/server/db/schema/index';
import { createInvite } from '../../src/server/features/invites/create-invite';
import { createUserAccount } from '../../src/server/identity/create-user-account';
import { referralMessages } from '../../src/shared/domain/referrals';
import { taskMessages } from '../../src/shared/domain/task-messages';
import { messages } from '../../src/shared/messages';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';

// A name one person types and another reads is stored as it will be read: without the bidirectional
// controls and zero-width characters that make it read as something else ('Acme' + U+202E + 'evil' shows
// as 'Acmelive'). A name of nothing but such characters is empty: refused where the name is required.

let t: TestApp;
let admin: Caller;
let clientA: Caller;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, clientA } = await t.actors());
});
afterAll(() => t.close());

/** 'Acme Ltd' as a reader would have seen it reversed, hidden in every character the rule removes. */
const DISGUISED =
  '\uFEFF\u200B Ac\u200Dme\u202E Ltd\u202C\u2066\u2069\u200E\u200F\u061C\u202A\u202B\u202D\u2060\u200C ';
const CLEAN = 'Acme Ltd';
/** Looks like something was typed, yet nothing is visible. */
const ONLY_CONTROLS = '\u202E\u200B\u200D\u2066\uFEFF \u2060';

const VISIBLE_ONLY = /^[^\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\u061C\uFEFF]*$/;

let nextEmail = 1;
const freshEmail = () => `hidden-${nextEmail++}-${Date.now()}@example.test`;

describe('names and titles are stored without invisible characters', () => {
  it('a client edits its own names in Settings; only controls clears a name', async () => {
    const res = await clientA.request('PATCH', '/api/profile', {
      firstName: DISGUISED,
      lastName: '\u202EnosmaS',
      companyName: DISGUISED,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ firstName: CLEAN, lastName: 'nosmaS', companyName: CLEAN });

    const cleared = await clientA.request('PATCH', '/api/profile', { companyName: ONLY_CONTROLS });
    expect(cleared.status).toBe(200);
    const [row] = await t.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, clientA.userId as string));
    expect(row).toMatchObject({ firstName: CLEAN, lastName: 'nosmaS', companyName: null });
  });

  it('an admin edits a client: the client list shows the clean names', async () => {
    const client = await createClient(t.db, { profile: { companyName: 'Old Name' } });
    const res = await admin.request('PATCH', `/api/admin/clients/${client.id}`, {
      companyName: DISGUISED,
      contactPerson: `Dana\u202E Whitfield\u2069`,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ companyName: CLEAN, contactPerson: 'Dana Whitfield' });
    const list = await (await admin.get(`/api/admin/clients?q=${encodeURIComponent(CLEAN)}`)).json();
    const listed = list.clients.find((c: { id: string }) => c.id === client.id);
    expect(listed).toMatchObject({ companyName: CLEAN, contactPerson: 'Dana Whitfield' });
  });

  it('a referral keeps the referred person and business as they read; an invisible name is refused', async () => {
    const client = await t.signIn((await createClient(t.db)).email);
    const res = await client.post('/api/referrals', {
      referredName: `Jordan\u202E Lead\u200B`,
      referredEmail: 'jordan@prospect.example',
      referredCompany: DISGUISED,
    });
    expect(res.status).toBe(201);
    const referral = await res.json();
    expect(referral).toMatchObject({ referredName: 'Jordan Lead', referredCompany: CLEAN });
    const [row] = await t.db.select().from(referralRows).where(eq(referralRows.id, referral.id));
    expect(row).toMatchObject({ referredName: 'Jordan Lead', referredCompany: CLEAN });

    const refused = await client.post('/api/referrals', {
      referredName: ONLY_CONTROLS,
      referredEmail: 'nobody@prospect.example',
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields.referredName).toEqual([referralMessages.nameRequired]);
  });

  it('a task title, created and edited, is stored clean; an invisible title is refused', async () => {
    const created = await admin.post('/api/admin/tasks', {
      title: `Launch\u202E email\u2066`,
      clientId: clientA.userId,
    });
    expect(created.status).toBe(201);
    const task = await created.json();
    expect(task.title).toBe('Launch email');

    const edited = await admin.request('PATCH', `/api/admin/tasks/${task.id}`, { title: DISGUISED });
    expect(edited.status).toBe(200);
    expect((await edited.json()).title).toBe(CLEAN);
    const seen = await (await clientA.get(`/api/tasks/${task.id}`)).json();
    expect(seen.title).toBe(CLEAN);

    for (const refused of [
      await admin.post('/api/admin/tasks', { title: ONLY_CONTROLS, clientId: clientA.userId }),
      await admin.request('PATCH', `/api/admin/tasks/${task.id}`, { title: ONLY_CONTROLS }),
    ]) {
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.fields.title).toEqual([taskMessages.titleRequired]);
    }
    const [row] = await t.db.select().from(taskRows).where(eq(taskRows.id, task.id));
    expect(row?.title).toBe(CLEAN);
  });

  it('an invite and the registration through it keep only visible names', async () => {
    const created = await admin.post('/api/admin/invites', { label: DISGUISED, companyName: DISGUISED });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ label: CLEAN, companyName: CLEAN });

    const invite = await createInvite({
      db: t.db,
      realtime: t.deps.realtime,
      who: serverWho,
      adminId: admin.userId,
    });
    const email = freshEmail();
    const registered = await t.anonymous.post(`/api/invites/${invite.token}/register`, {
      email,
      password: 'plum-orchard-42',
      confirmPassword: 'plum-orchard-42',
      companyName: DISGUISED,
      contactPerson: `Dana\u202E Whitfield`,
    });
    expect(registered.status).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user?.name).toBe('Dana Whitfield');
    const [profile] = await t.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, user?.id as string));
    expect(profile).toMatchObject({
      companyName: CLEAN,
      contactPerson: 'Dana Whitfield',
      firstName: 'Dana',
      lastName: 'Whitfield',
    });
  });

  it('a registration whose names hold nothing visible keeps no names, as if left empty', async () => {
    const invite = await createInvite({
      db: t.db,
      realtime: t.deps.realtime,
      who: serverWho,
      adminId: admin.userId,
    });
    const email = freshEmail();
    const registered = await t.anonymous.post(`/api/invites/${invite.token}/register`, {
      email,
      password: 'plum-orchard-42',
      confirmPassword: 'plum-orchard-42',
      companyName: ONLY_CONTROLS,
      contactPerson: ONLY_CONTROLS,
    });
    expect(registered.status).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user?.name).toBe(email.split('@')[0]);
    const [profile] = await t.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, user?.id as string));
    expect(profile).toMatchObject({ companyName: null, contactPerson: null });
  });

  it('an application keeps the business name as read; an invisible one is refused', async () => {
    const email = freshEmail();
    const apply = (businessName: string, ip: string) =>
      t.anonymous.request(
        'POST',
        '/api/applications',
        { businessName, email },
        { headers: { 'x-forwarded-for': ip } },
      );
    expect((await apply(DISGUISED, '203.0.113.201')).status).toBe(201);
    const [row] = await t.db
      .select()
      .from(applicationSubmissions)
      .where(eq(applicationSubmissions.email, email));
    expect(row?.businessName).toBe(CLEAN);

    const refused = await apply(ONLY_CONTROLS, '203.0.113.202');
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields.businessName).toEqual([
      messages.applications.businessNameRequired,
    ]);
  });

  it('an account made outside the forms (admin:create, purchases) gets clean names too', async () => {
    const email = freshEmail();
    const user = await createUserAccount({
      db: t.db,
      account: {
        email,
        password: 'plum-orchard-42',
        name: `Ops\u202E Lead\u200B`,
        role: 'admin',
        signup: { source: 'admin' },
        profile: { companyName: DISGUISED, contactPerson: ONLY_CONTROLS },
      },
    });
    expect(user.name).toBe('Ops Lead');
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({
      firstName: 'Ops',
      lastName: 'Lead',
      companyName: CLEAN,
      contactPerson: null,
    });
    for (const value of [user.name, profile?.firstName, profile?.companyName]) {
      expect(value).toMatch(VISIBLE_ONLY);
    }
  });
});
