import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverWho } from '../../src/server/audit/audit-person';
import { createAdmin, createClient } from '../../src/server/db/factories';
import { inviteLinks, outboxEmails, profiles, userRoles, users } from '../../src/server/db/schema/index';
import { createInvite } from '../../src/server/features/invites/create-invite';
import {
  INVITES_PAGE_SIZE,
  type InvitePage,
  type InviteRegistrationInput,
} from '../../src/shared/contracts/invites';
import { messages } from '../../src/shared/messages';
import { type Caller, createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app';
import { readSse } from './sse-reader';

let t: TestApp;
let admin: Caller;
let client: Caller;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, clientA: client } = await t.actors());
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const DAY_MS = 24 * 60 * 60 * 1000;
let emailCount = 0;
const freshEmail = (name = 'invitee') => `${name}-${++emailCount}-${Date.now()}@example.test`;

const newInvite = (values: { companyName?: string; label?: string; expiresAt?: Date } = {}) =>
  createInvite({ db: t.db, realtime: t.deps.realtime, who: serverWho, adminId: admin.userId, ...values });

function registration(overrides: Partial<InviteRegistrationInput> = {}): InviteRegistrationInput {
  return {
    email: freshEmail(),
    password: 'plum-orchard-42',
    confirmPassword: 'plum-orchard-42',
    companyName: 'Northwind Roasters',
    contactPerson: 'Dana Whitfield',
    ...overrides,
  };
}

const register = (token: string, body: InviteRegistrationInput, caller: Caller = t.anonymous) =>
  caller.post(`/api/invites/${token}/register`, body);
const usersWithEmail = (...emails: string[]) => t.db.select().from(users).where(inArray(users.email, emails));
const inviteRow = async (id: string) =>
  (await t.db.select().from(inviteLinks).where(eq(inviteLinks.id, id)))[0];
const invalidLink = { error: { code: 'not_found', message: messages.invites.invalid } };
const ACCOUNT_EXISTS_MAIL = 'Someone tried to create an Agency Portal account with your email';

describe('admin: invite links', () => {
  it('generates a link with a random UUID token, valid for 7 days, recording who made it', async () => {
    const res = await admin.post('/api/admin/invites', { label: 'Spring cohort', companyName: 'Northwind' });
    expect(res.status).toBe(201);
    const invite = await res.json();
    expect(invite).toMatchObject({
      label: 'Spring cohort',
      companyName: 'Northwind',
      status: 'Active',
      usedAt: null,
      usedBy: null,
      usedByEmail: null,
    });
    expect(invite.token).toMatch(UUID);
    expect(invite.url).toBe(`${TEST_ORIGIN}/invite/${invite.token}`);
    const lifetime = Date.parse(invite.expiresAt) - Date.parse(invite.createdAt);
    expect(Math.abs(lifetime - 7 * DAY_MS)).toBeLessThan(60_000);
    expect((await inviteRow(invite.id))?.createdBy).toBe(admin.userId);
  });

  it('takes label and company name as optional: blank ones are stored as null', async () => {
    const bare = await admin.post('/api/admin/invites', {});
    expect(bare.status).toBe(201);
    expect(await bare.json()).toMatchObject({ label: null, companyName: null, status: 'Active' });
    const blank = await admin.post('/api/admin/invites', { label: '   ', companyName: '' });
    expect(await blank.json()).toMatchObject({ label: null, companyName: null });
  });

  it('gives every link its own token', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 5; i++) tokens.add((await (await admin.post('/api/admin/invites', {})).json()).token);
    expect(tokens.size).toBe(5);
  });

  it('refuses a label that is too long with a field error, and stores nothing', async () => {
    const before = (await t.db.select().from(inviteLinks)).length;
    const res = await admin.post('/api/admin/invites', { label: 'x'.repeat(201) });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.label).toBeDefined();
    expect(await t.db.select().from(inviteLinks)).toHaveLength(before);
  });

  it('lists links newest first with their status: Active, Used or Expired', async () => {
    const expired = await newInvite({ label: 'old', expiresAt: new Date(Date.now() - 60_000) });
    const used = await newInvite({ label: 'used' });
    const active = await newInvite({ label: 'fresh' });
    // One creation a minute apart, after every other link of this file, so all three are on the first page:
    // the embedded database's clock can give two quick inserts the same time.
    for (const [invite, minutesAhead] of [
      [expired, 1],
      [used, 2],
      [active, 3],
    ] as const) {
      await t.db
        .update(inviteLinks)
        .set({ createdAt: new Date(Date.now() + minutesAhead * 60_000) })
        .where(eq(inviteLinks.id, invite.id));
    }
    const body = registration();
    expect((await register(used.token, body)).status).toBe(201);

    const res = await admin.get('/api/admin/invites');
    expect(res.status).toBe(200);
    const { invites } = await res.json();
    const ids = invites.map((i: { id: string }) => i.id);
    expect(ids.indexOf(active.id)).toBeLessThan(ids.indexOf(used.id));
    expect(ids.indexOf(used.id)).toBeLessThan(ids.indexOf(expired.id));
    const byId = (id: string) => invites.find((i: { id: string }) => i.id === id);
    expect(byId(active.id).status).toBe('Active');
    expect(byId(expired.id).status).toBe('Expired');
    const [user] = await usersWithEmail(body.email);
    expect(byId(used.id)).toMatchObject({ status: 'Used', usedBy: user?.id, usedByEmail: body.email });
    expect(Date.parse(byId(used.id).usedAt)).not.toBeNaN();
  });

  it('pages the links newest first by a cursor, each link once', async () => {
    const listed: string[] = [];
    let before: string | null = null;
    for (let pages = 0; pages < 50; pages++) {
      const res = await admin.get(`/api/admin/invites${before ? `?before=${before}` : ''}`);
      const page = (await res.json()) as InvitePage;
      expect(page.invites.length).toBeLessThanOrEqual(INVITES_PAGE_SIZE);
      listed.push(...page.invites.map((invite) => invite.id));
      before = page.olderCursor;
      if (!before) break;
    }
    const stored = await t.db
      .select({ id: inviteLinks.id })
      .from(inviteLinks)
      .where(eq(inviteLinks.role, 'client'))
      .orderBy(desc(inviteLinks.createdAt), desc(inviteLinks.id));
    expect(stored.length).toBeGreaterThan(INVITES_PAGE_SIZE);
    expect(listed).toEqual(stored.map((row) => row.id));
    expect((await admin.get('/api/admin/invites?before=nope')).status).toBe(400);
  });

  it('deletes a link: its token stops working, and deleting it again answers 404', async () => {
    const invite = await newInvite();
    const res = await admin.request('DELETE', `/api/admin/invites/${invite.id}`);
    expect(res.status).toBe(200);
    expect(await inviteRow(invite.id)).toBeUndefined();
    expect(await (await t.anonymous.get(`/api/invites/${invite.token}`)).json()).toEqual(invalidLink);

    const again = await admin.request('DELETE', `/api/admin/invites/${invite.id}`);
    expect(again.status).toBe(404);
    expect((await again.json()).error.message).toBe(messages.invites.notFound);
  });

  it('keeps the account made with a link when the link is deleted', async () => {
    const invite = await newInvite();
    const body = registration();
    expect((await register(invite.token, body)).status).toBe(201);
    expect((await admin.request('DELETE', `/api/admin/invites/${invite.id}`)).status).toBe(200);
    expect(await usersWithEmail(body.email)).toHaveLength(1);
  });

  it.each([
    ['list', 'GET', '/api/admin/invites'],
    ['create', 'POST', '/api/admin/invites'],
    ['delete', 'DELETE', '/api/admin/invites/{id}'],
  ])('refuses clients and anonymous callers to %s links', async (_verb, method, path) => {
    const invite = await newInvite();
    const url = path.replace('{id}', invite.id);
    const before = (await t.db.select().from(inviteLinks)).length;

    const anonymous = await t.anonymous.request(method, url, method === 'GET' ? undefined : {});
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.message).toBe(messages.common.notAuthenticated);
    const asClient = await client.request(method, url, method === 'GET' ? undefined : {});
    expect(asClient.status).toBe(403);
    expect((await asClient.json()).error.message).toBe(messages.guard.adminOnly);

    expect(await t.db.select().from(inviteLinks)).toHaveLength(before);
    expect(await inviteRow(invite.id)).toBeDefined();
  });
});

describe('GET /api/invites/{token}', () => {
  it("shows a usable link's company name (to prefill the form), label, expiry and role", async () => {
    const invite = await newInvite({ companyName: 'Harbor Bakery', label: 'Referral from Sam' });
    const res = await t.anonymous.get(`/api/invites/${invite.token}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      companyName: 'Harbor Bakery',
      label: 'Referral from Sam',
      expiresAt: invite.expiresAt.toISOString(),
      role: 'client',
      // The agency's link opens a company of its own and was mailed to no one.
      joins: null,
      email: null,
    });
  });

  it('answers an unknown, malformed, expired or used token alike, with the SPEC message', async () => {
    const expired = await newInvite({ expiresAt: new Date(Date.now() - 1000) });
    const used = await newInvite();
    expect((await register(used.token, registration())).status).toBe(201);
    const tokens = [crypto.randomUUID(), 'not-a-uuid', "x' or '1'='1", expired.token, used.token];
    for (const token of tokens) {
      const res = await t.anonymous.get(`/api/invites/${encodeURIComponent(token)}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(invalidLink);
    }
  });
});

describe('POST /api/invites/{token}/register', () => {
  it('creates the user, client role and profile, and marks the link used by them', async () => {
    const invite = await newInvite({ companyName: 'Northwind' });
    const body = registration({
      email: `  Dana.${Date.now()}@Example.TEST `,
      companyName: 'Northwind Roasters',
    });
    const res = await register(invite.token, body);
    expect(res.status).toBe(201);
    const created = await res.json();
    const email = body.email.trim().toLowerCase();
    expect(created).toEqual({ userId: expect.any(String), email, verificationEmailSent: true });

    const [user] = await usersWithEmail(email);
    expect(user).toMatchObject({ id: created.userId, name: 'Dana Whitfield', emailVerified: false });
    const roles = await t.db.select().from(userRoles).where(eq(userRoles.userId, created.userId));
    expect(roles.map((r) => r.role)).toEqual(['client']);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, created.userId));
    expect(profile).toMatchObject({
      companyName: 'Northwind Roasters',
      contactPerson: 'Dana Whitfield',
      email,
      welcomeFlowCompleted: false,
      signupSource: 'invite',
      signupSessionId: null,
    });
    const row = await inviteRow(invite.id);
    expect(row?.usedBy).toBe(created.userId);
    expect(row?.usedAt).toBeInstanceOf(Date);
  });

  it("tells admins' open pages that the link was used and a client joined", async () => {
    const invite = await newInvite();
    const stream = readSse(await admin.get('/api/events'));
    try {
      expect((await stream.next()).event).toBe('ready');
      const { userId } = await (await register(invite.token, registration())).json();
      // The invite's own creation may still be on its way to this stream (PostgreSQL delivers notices
      // after a moment): what registering sends is the last two changes, in this order.
      const changes: unknown[] = [];
      do changes.push(await stream.nextChange());
      while ((changes.at(-1) as { topic?: string }).topic !== 'clients');
      expect(changes.slice(-2)).toEqual([
        { topic: 'invites', clientId: null, id: invite.id },
        { topic: 'clients', clientId: userId, id: userId },
      ]);
    } finally {
      await stream.cancel();
    }
  });

  it('sends a verification email through the mailer', async () => {
    const invite = await newInvite();
    const body = registration();
    expect((await register(invite.token, body)).status).toBe(201);
    const mail = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, body.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('Verify your email for Agency Portal');
    expect(mail[0]?.text).toContain(`${TEST_ORIGIN}/api/auth/verify-email?token=`);
  });

  it('works once: a second registration with the same link is refused and creates nothing', async () => {
    const invite = await newInvite();
    const first = registration();
    const second = registration();
    expect((await register(invite.token, first)).status).toBe(201);
    const res = await register(invite.token, second);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(invalidLink);
    expect(await usersWithEmail(second.email)).toEqual([]);
  });

  it('lets exactly one of two registrations racing for one link create an account', async () => {
    const invite = await newInvite();
    const bodies = [registration(), registration(), registration()];
    const responses = await Promise.all(bodies.map((body) => register(invite.token, body)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 404, 404]);

    const created = await usersWithEmail(...bodies.map((b) => b.email));
    expect(created).toHaveLength(1);
    expect((await inviteRow(invite.id))?.usedBy).toBe(created[0]?.id);
    // The losers' rows rolled back with their transactions: no role or profile without a user.
    const winnerIndex = responses.findIndex((r) => r.status === 201);
    const losers = bodies.filter((_, i) => i !== winnerIndex).map((b) => b.email);
    expect(await t.db.select().from(profiles).where(inArray(profiles.email, losers))).toEqual([]);
  });

  it('refuses an expired link and creates nothing', async () => {
    const invite = await newInvite({ expiresAt: new Date(Date.now() - 1000) });
    const body = registration();
    const res = await register(invite.token, body);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(invalidLink);
    expect(await usersWithEmail(body.email)).toEqual([]);
  });

  it('refuses a deleted link', async () => {
    const invite = await newInvite();
    await admin.request('DELETE', `/api/admin/invites/${invite.id}`);
    const res = await register(invite.token, registration());
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(invalidLink);
  });

  it.each([
    [
      'passwords that differ',
      { confirmPassword: 'plum-orchard-43' },
      'confirmPassword',
      messages.password.mismatch,
    ],
    [
      'a 5-character password',
      { password: 'q7#vL', confirmPassword: 'q7#vL' },
      'password',
      messages.password.tooShort,
    ],
    [
      'a common password',
      { password: 'password1', confirmPassword: 'password1' },
      'password',
      messages.password.tooCommon,
    ],
    ['an invalid email', { email: 'not-an-email' }, 'email', messages.signup.emailInvalid],
  ])('refuses %s with its message, leaving the link unused', async (_label, overrides, field, message) => {
    const invite = await newInvite();
    const body = registration(overrides);
    const res = await register(invite.token, body);
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.fields[field]).toEqual([message]);
    expect(await usersWithEmail(body.email)).toEqual([]);
    expect((await inviteRow(invite.id))?.usedAt).toBeNull();
  });

  it.each([
    ['a client', createClient, 'client'],
    ['an admin', createAdmin, 'admin'],
  ])(
    'answers the email of %s exactly like a new account, creating nothing and mailing that address',
    async (_who, createExisting, role) => {
      const existing = await createExisting(t.db);
      const [fresh, taken] = [await newInvite(), await newInvite()];
      const freshRes = await register(fresh.token, registration());
      const started = performance.now();
      const takenRes = await register(taken.token, registration({ email: existing.email.toUpperCase() }));
      // A new account's verification email is held to half a second by the auth library; so is this answer.
      expect(performance.now() - started).toBeGreaterThanOrEqual(500);

      // The holder of the link sees what a new account awaiting verification gets, with an id that names no one.
      expect(takenRes.status).toBe(freshRes.status);
      expect(takenRes.headers.get('content-type')).toBe(freshRes.headers.get('content-type'));
      const [freshBody, takenBody] = [await freshRes.json(), await takenRes.json()];
      expect(takenBody).toEqual({ ...freshBody, userId: expect.stringMatching(UUID), email: existing.email });
      expect(await t.db.select().from(users).where(eq(users.id, takenBody.userId))).toEqual([]);
      // The link is spent as after any registration, so checking it afterwards tells nothing either.
      expect(await (await t.anonymous.get(`/api/invites/${taken.token}`)).json()).toEqual(invalidLink);
      expect(await inviteRow(taken.id)).toMatchObject({ usedAt: expect.any(Date), usedBy: null });

      expect(await usersWithEmail(existing.email)).toMatchObject([{ id: existing.id }]);
      const roles = await t.db.select().from(userRoles).where(eq(userRoles.userId, existing.id));
      expect(roles.map((r) => r.role)).toEqual([role]);
      const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, existing.id));
      expect(profile?.signupSource).toBe('seed');
      await expect(t.signIn(existing.email)).resolves.toMatchObject({ userId: existing.id });

      const mail = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, existing.email));
      expect(mail.map((m) => m.subject)).toEqual([ACCOUNT_EXISTS_MAIL]);
      expect(mail[0]?.text).toContain(`${TEST_ORIGIN}/login`);
      expect(mail[0]?.text).toContain(`${TEST_ORIGIN}/forgot-password`);
    },
  );

  it('shows admins a link spent on an existing email as Used, by no account', async () => {
    const existing = await createClient(t.db);
    const invite = await newInvite();
    expect((await register(invite.token, registration({ email: existing.email }))).status).toBe(201);
    const { invites } = await (await admin.get('/api/admin/invites')).json();
    expect(invites.find((i: { id: string }) => i.id === invite.id)).toMatchObject({
      status: 'Used',
      usedBy: null,
      usedByEmail: null,
    });
  });

  it('gives one account when the same email registers through two links at once; both answer alike', async () => {
    const [one, two] = [await newInvite(), await newInvite()];
    const email = freshEmail('twice');
    const responses = await Promise.all([
      register(one.token, registration({ email })),
      register(two.token, registration({ email })),
    ]);
    expect(responses.map((r) => r.status)).toEqual([201, 201]);
    const [account] = await usersWithEmail(email);
    expect(await usersWithEmail(email)).toHaveLength(1);
    const rows = [await inviteRow(one.id), await inviteRow(two.id)];
    expect(rows.map((r) => r?.usedBy ?? null).sort()).toEqual([account?.id, null].sort());
    expect(rows.every((r) => r?.usedAt instanceof Date)).toBe(true);
  });

  it('takes company name and contact person as optional', async () => {
    const invite = await newInvite();
    const body = registration({ companyName: '', contactPerson: undefined });
    const res = await register(invite.token, body);
    expect(res.status).toBe(201);
    const [profile] = await t.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, (await res.json()).userId));
    expect(profile).toMatchObject({ companyName: null, contactPerson: null });
  });
});
