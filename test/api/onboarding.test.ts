import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { createClient, DEFAULT_TEST_PASSWORD } from '../../src/server/db/factories';
import { clientOnboarding, outboxEmails, profiles, queuedEmails } from '../../src/server/db/schema/index';
import { sendQueuedEmails } from '../../src/server/mail/email-queue';
import type { OnboardingInput } from '../../src/shared/contracts/onboarding';
import { taskMessages } from '../../src/shared/domain/task-messages';
import { messages } from '../../src/shared/messages';
import { expectConsole } from '../support/fail-on-console';
import { type Caller, createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app';
import { samples } from '../unit/task-file-samples';
import { readSse } from './sse-reader';

let t: TestApp;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await t.actors());
});
afterAll(() => t.close());

let counter = 0;
/** A new client, signed in from an address of its own (the sign-in limit counts per address). */
async function newClient(companyName = 'Lumen Labs'): Promise<Caller> {
  const user = await createClient(t.db, {
    email: `founder-${++counter}-${Date.now()}@example.test`,
    profile: { companyName, contactPerson: 'Riley Chen' },
  });
  const res = await t.app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.60.0.${counter}` },
    body: JSON.stringify({ email: user.email, password: DEFAULT_TEST_PASSWORD }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return t.caller(cookie, user.id, user.email);
}

function answers(overrides: Partial<OnboardingInput> = {}): OnboardingInput {
  return {
    productDescription: 'A scheduling app for dog groomers',
    problemSolved: 'No-shows and double bookings',
    idealCustomer: 'Independent groomers with 1-3 staff',
    currentStage: 'launch-ready',
    metricsTraction: '40 beta users, 12 paying',
    socialLinks: 'https://instagram.com/lumenlabs',
    emailTool: 'Mailchimp',
    emailToolAccess: 'Invite team@agency-portal.local as admin',
    websiteLink: 'https://lumenlabs.example',
    priorContentUploads: 'Launch deck and two blog posts',
    ...overrides,
  };
}

const agencyMail = () =>
  t.db.select().from(outboxEmails).where(eq(outboxEmails.to, t.deps.config.mail.agencyEmail));
const rowsOf = (clientId: string | null) =>
  t.db
    .select()
    .from(clientOnboarding)
    .where(eq(clientOnboarding.clientId, clientId ?? ''));
const welcomeFlag = async (caller: Caller) =>
  (await (await caller.get('/api/me')).json()).profile.welcomeFlowCompleted as boolean;
/** The two steps as the client's pages read them, from /api/me and from Settings' /api/profile. */
async function steps(caller: Caller) {
  const fromMe = (await (await caller.get('/api/me')).json()).profile;
  const fromProfile = await (await caller.get('/api/profile')).json();
  const pick = ({ welcomeFlowCompleted, onboardingCompleted }: Record<string, unknown>) => ({
    welcomeFlowCompleted,
    onboardingCompleted,
  });
  expect(pick(fromProfile)).toEqual(pick(fromMe));
  return pick(fromMe);
}

describe('client onboarding (Get Started)', () => {
  it('is empty until the client saves the questionnaire', async () => {
    const client = await newClient();
    const res = await client.get('/api/onboarding');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ onboarding: null });
  });

  it('saves the answers, sets welcome_flow_completed and emails the agency', async () => {
    const client = await newClient('Harbor Bakery');
    expect(await welcomeFlag(client)).toBe(false);
    const mailBefore = (await agencyMail()).length;

    const res = await client.post('/api/onboarding', answers());
    expect(res.status).toBe(201);
    const saved = await res.json();
    expect(saved).toMatchObject({ clientId: client.userId, ...answers() });

    expect(await (await client.get('/api/onboarding')).json()).toEqual({ onboarding: saved });
    // Saved answers complete onboarding and close the welcome modal for good.
    expect(await steps(client)).toEqual({ welcomeFlowCompleted: true, onboardingCompleted: true });

    const mail = await agencyMail();
    expect(mail).toHaveLength(mailBefore + 1);
    const latest = mail.find((m) => m.subject === 'Client onboarding completed: Harbor Bakery');
    expect(latest?.text).toContain('Product description: A scheduling app for dog groomers');
    expect(latest?.text).toContain('Current stage: launch-ready');
    expect(latest?.text).toContain(`${TEST_ORIGIN}/admin/client/${client.userId}`);
  });

  it("tells the client's open pages to refetch its onboarding and profile", async () => {
    const client = await newClient();
    const stream = readSse(await client.get('/api/events'));
    try {
      expect((await stream.next()).event).toBe('ready');
      const saved = await (await client.post('/api/onboarding', answers())).json();
      expect(await stream.nextChange()).toEqual({
        topic: 'onboarding',
        clientId: client.userId,
        id: saved.id,
      });
      expect(await stream.nextChange()).toEqual({
        topic: 'profiles',
        clientId: client.userId,
        id: client.userId,
      });
    } finally {
      await stream.cancel();
    }
  });

  it('stores only the required answers when the optional ones are left blank', async () => {
    const client = await newClient();
    const res = await client.post('/api/onboarding', {
      productDescription: '  Bookkeeping for bakeries  ',
      problemSolved: 'Messy books',
      idealCustomer: 'Small bakeries',
      currentStage: 'mvp',
      metricsTraction: '',
      websiteLink: '   ',
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      productDescription: 'Bookkeeping for bakeries',
      currentStage: 'mvp',
      metricsTraction: null,
      socialLinks: null,
      emailTool: null,
      emailToolAccess: null,
      websiteLink: null,
      priorContentUploads: null,
    });
  });

  it("can be completed once: a second save answers 'Onboarding has already been completed'", async () => {
    const client = await newClient();
    expect((await client.post('/api/onboarding', answers())).status).toBe(201);
    const res = await client.post('/api/onboarding', answers({ productDescription: 'Something else' }));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: 'conflict', message: messages.onboarding.alreadyCompleted },
    });
    const rows = await rowsOf(client.userId);
    expect(rows.map((r) => r.productDescription)).toEqual(['A scheduling app for dog groomers']);
  });

  it('keeps one answer set when two saves race', async () => {
    const client = await newClient();
    const responses = await Promise.all([
      client.post('/api/onboarding', answers({ productDescription: 'First' })),
      client.post('/api/onboarding', answers({ productDescription: 'Second' })),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await rowsOf(client.userId)).toHaveLength(1);
  });

  it.each([
    [
      'the product description',
      { productDescription: '   ' },
      'productDescription',
      messages.onboarding.required,
    ],
    ['the problem solved', { problemSolved: '' }, 'problemSolved', messages.onboarding.required],
    ['the ideal customer', { idealCustomer: undefined }, 'idealCustomer', messages.onboarding.required],
    ['the current stage', { currentStage: undefined }, 'currentStage', messages.onboarding.stageRequired],
  ])('requires %s', async (_label, overrides, field, message) => {
    const client = await newClient();
    const res = await client.post('/api/onboarding', answers(overrides as Partial<OnboardingInput>));
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields[field]).toEqual([message]);
    expect(await rowsOf(client.userId)).toEqual([]);
    expect(await welcomeFlag(client)).toBe(false);
  });

  it.each(['growth', 'MVP', ''])('accepts only the SPEC stages, refusing %j', async (stage) => {
    const client = await newClient();
    const res = await client.post('/api/onboarding', { ...answers(), currentStage: stage });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.currentStage).toEqual([messages.onboarding.stageRequired]);
  });

  it.each(['lumenlabs', 'javascript:alert(1)', 'ftp://files.example/x'])(
    'refuses %j as the website link',
    async (websiteLink) => {
      const client = await newClient();
      const res = await client.post('/api/onboarding', answers({ websiteLink }));
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields.websiteLink).toEqual([messages.onboarding.urlInvalid]);
      expect(await rowsOf(client.userId)).toEqual([]);
    },
  );

  it('keeps the answers when the agency email cannot be sent, and sends it on a later try', async () => {
    const client = await newClient();
    const failingMail = createApp({
      ...t.deps,
      mailer: { kind: 'smtp', send: () => Promise.reject(new Error('SMTP server unavailable')) },
    });
    expectConsole('warn');
    const res = await failingMail.request('/api/onboarding', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: client.cookie ?? '' },
      body: JSON.stringify(answers()),
    });
    expect(res.status).toBe(201);
    expect(await rowsOf(client.userId)).toHaveLength(1);
    expect(await welcomeFlag(client)).toBe(true);

    // The email waits in the queue; the job's next try, after the retry delay, sends it once.
    const link = `/admin/client/${client.userId}`;
    const queued = (await t.db.select().from(queuedEmails)).filter((row) => row.text.includes(link));
    expect(queued.map((row) => [row.state, row.attempts])).toEqual([['pending', 1]]);
    const later = new Date(Date.now() + 2 * 60_000);
    expect(await sendQueuedEmails({ db: t.db, mailer: t.deps.mailer }, later)).toMatchObject({ sent: 1 });
    expect(await sendQueuedEmails({ db: t.db, mailer: t.deps.mailer }, later)).toMatchObject({ sent: 0 });
    const inbox = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, t.deps.config.mail.agencyEmail));
    expect(inbox.filter((mail) => mail.text.includes(link))).toHaveLength(1);
  });

  it('answers anonymous callers and admins without saving', async () => {
    const anonymous = await t.anonymous.post('/api/onboarding', answers());
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.message).toBe(messages.common.notAuthenticated);
    const asAdmin = await admin.post('/api/onboarding', answers());
    expect(asAdmin.status).toBe(403);
    expect((await asAdmin.json()).error.message).toBe(messages.guard.clientOnly);
    expect(await rowsOf(admin.userId)).toEqual([]);
  });
});

describe('onboarding answers are per client', () => {
  it('shows each client only its own answers, whatever the other one saved', async () => {
    const a = await newClient('Able Co');
    const b = await newClient('Baker Ltd');
    await a.post('/api/onboarding', answers({ productDescription: 'Able product' }));

    expect(await (await b.get('/api/onboarding')).json()).toEqual({ onboarding: null });
    const saved = await b.post('/api/onboarding', answers({ productDescription: 'Baker product' }));
    expect(saved.status).toBe(201);
    expect((await (await a.get('/api/onboarding')).json()).onboarding.productDescription).toBe(
      'Able product',
    );
    expect((await (await b.get('/api/onboarding')).json()).onboarding.productDescription).toBe(
      'Baker product',
    );
  });

  it("lets admins read a client's answers", async () => {
    const client = await newClient();
    const before = await admin.get(`/api/admin/clients/${client.userId}/onboarding`);
    expect(await before.json()).toEqual({ onboarding: null, welcomeFlowCompleted: false });
    await client.post('/api/onboarding', answers());

    const res = await admin.get(`/api/admin/clients/${client.userId}/onboarding`);
    expect(res.status).toBe(200);
    const state = await res.json();
    expect(state.onboarding).toMatchObject({ clientId: client.userId, ...answers() });
    expect(state.welcomeFlowCompleted).toBe(true);
  });

  it('shows admins which of the two steps a client has done', async () => {
    const client = await newClient();
    const other = await newClient();
    const read = async (id: string | null) => (await admin.get(`/api/admin/clients/${id}/onboarding`)).json();

    await client.post('/api/profile/welcome-complete');
    expect(await read(client.userId)).toEqual({ onboarding: null, welcomeFlowCompleted: true });
    expect(await read(other.userId)).toEqual({ onboarding: null, welcomeFlowCompleted: false });

    // A client with no profile row yet has SPEC's default profile: the modal not finished.
    await t.db.delete(profiles).where(eq(profiles.id, other.userId ?? ''));
    expect(await read(other.userId)).toEqual({ onboarding: null, welcomeFlowCompleted: false });
  });

  it("answers 'Client Not Found' for an id that is no client's", async () => {
    for (const id of ['no-such-user', admin.userId]) {
      const res = await admin.get(`/api/admin/clients/${id}/onboarding`);
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe(taskMessages.clientNotFound);
    }
  });

  it("refuses a client reading another client's answers through the admin route", async () => {
    const a = await newClient();
    const b = await newClient();
    await a.post('/api/onboarding', answers());
    const res = await b.get(`/api/admin/clients/${a.userId}/onboarding`);
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe(messages.guard.adminOnly);
  });
});

describe('welcome flow', () => {
  it("closes the welcome modal for good on 'Enter Dashboard', leaving onboarding to do", async () => {
    const client = await newClient();
    expect(await steps(client)).toEqual({ welcomeFlowCompleted: false, onboardingCompleted: false });
    const res = await client.post('/api/profile/welcome-complete');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ welcomeFlowCompleted: true });
    // Finishing the welcome modal is not the questionnaire: the reminders stay (decision 034).
    expect(await steps(client)).toEqual({ welcomeFlowCompleted: true, onboardingCompleted: false });
    expect((await client.post('/api/profile/welcome-complete')).status).toBe(200);
    expect(await steps(client)).toEqual({ welcomeFlowCompleted: true, onboardingCompleted: false });
    expect(await (await client.get('/api/onboarding')).json()).toEqual({ onboarding: null });

    // Then the questionnaire completes onboarding.
    expect((await client.post('/api/onboarding', answers())).status).toBe(201);
    expect(await steps(client)).toEqual({ welcomeFlowCompleted: true, onboardingCompleted: true });
  });

  it('serves the saved questionnaire with every profile answer, a profile change or a new logo too', async () => {
    const client = await newClient();
    const patch = (body: unknown) => client.request('PATCH', '/api/profile', body);
    expect(await (await patch({ phone: '+1 503 555 0100' })).json()).toMatchObject({
      onboardingCompleted: false,
    });
    await client.post('/api/onboarding', answers());
    const changed = await patch({ phone: '+1 503 555 0101' });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      phone: '+1 503 555 0101',
      welcomeFlowCompleted: true,
      onboardingCompleted: true,
    });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(samples.png)], { type: 'image/png' }), 'brand.png');
    const logo = await client.request('POST', '/api/profile/logo', undefined, { body: form });
    expect(logo.status).toBe(201);
    expect(await logo.json()).toMatchObject({ welcomeFlowCompleted: true, onboardingCompleted: true });
  });

  it('reads the questionnaire for a client whose profile row is missing', async () => {
    const client = await newClient();
    await client.post('/api/onboarding', answers());
    await t.db.delete(profiles).where(eq(profiles.id, client.userId ?? ''));
    expect(await steps(client)).toEqual({ welcomeFlowCompleted: false, onboardingCompleted: true });
  });

  it("keeps each client's steps its own", async () => {
    const a = await newClient();
    const b = await newClient();
    await a.post('/api/profile/welcome-complete');
    await a.post('/api/onboarding', answers());
    expect(await steps(a)).toEqual({ welcomeFlowCompleted: true, onboardingCompleted: true });
    expect(await steps(b)).toEqual({ welcomeFlowCompleted: false, onboardingCompleted: false });
  });

  it('stores the default profile with the flag when the client had no profile row', async () => {
    const client = await newClient();
    await t.db.delete(profiles).where(eq(profiles.id, client.userId ?? ''));
    expect((await client.post('/api/profile/welcome-complete')).status).toBe(200);
    const [row] = await t.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, client.userId ?? ''));
    expect(row).toMatchObject({
      welcomeFlowCompleted: true,
      email: client.email,
      contractStatus: 'pending_onboarding',
    });
  });

  it('changes only the caller: another client keeps seeing the welcome modal', async () => {
    const a = await newClient();
    const b = await newClient();
    await a.post('/api/profile/welcome-complete');
    expect(await welcomeFlag(b)).toBe(false);
  });

  it('is for clients only', async () => {
    expect((await t.anonymous.post('/api/profile/welcome-complete')).status).toBe(401);
    const res = await admin.post('/api/profile/welcome-complete');
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe(messages.guard.clientOnly);
  });
});
