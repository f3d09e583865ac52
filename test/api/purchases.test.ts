import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { createClient } from '../../src/server/db/factories';
import {
  accounts,
  orders,
  outboxEmails,
  profiles,
  subscriptions,
  userRoles,
  users,
} from '../../src/server/db/schema/index';
import type { CheckoutSummary } from '../../src/server/payments/payments';
import { type ClaimPurchaseInput, RETAINER_SERVICE_TIER } from '../../src/shared/contracts/purchases';
import { messages } from '../../src/shared/messages';
import { expectConsole } from '../support/fail-on-console';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app';

type App = ReturnType<typeof createApp>;

const WEBHOOK_SECRET = 'whsec_agency_portal_test_secret';
/** A purchase's checkout pays no invoice. */
const notForAnInvoice = { invoiceId: null, amountTotalMinor: null, currency: null };

/** The app as configured without Stripe: local test checkouts. */
let t: TestApp;
/** The same database, with Stripe configured: webhooks verified with WEBHOOK_SECRET. */
let withStripe: TestApp;
/** With Stripe configured, and Stripe's session lookup answered from `stripeSessions` (an outside service). */
let stripeLookup: App;
const stripeSessions = new Map<string, CheckoutSummary>();
let failLookup = false;

beforeAll(async () => {
  t = await createTestApp();
  withStripe = await createTestApp({
    database: t.deps.database,
    env: { STRIPE_SECRET_KEY: 'sk_test_not_used_for_network', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
  });
  stripeLookup = createApp({
    ...withStripe.deps,
    payments: {
      ...withStripe.deps.payments,
      async retrieveCheckout(sessionId) {
        if (failLookup) throw new Error('connect ETIMEDOUT api.stripe.com');
        return stripeSessions.get(sessionId) ?? null;
      },
    },
  });
});
afterAll(async () => {
  await withStripe.deps.realtime.stop();
  await t.close();
});

let counter = 0;
const freshEmail = (name = 'buyer') => `${name}-${++counter}-${Date.now()}@example.test`;
const stripeSessionId = () => `cs_test_${randomUUID().replaceAll('-', '')}`;

function send(app: App, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function testCheckout(serviceTier = RETAINER_SERVICE_TIER, email: string | null = freshEmail()) {
  const res = await t.anonymous.post('/api/purchases/test-checkout', { serviceTier, email });
  expect(res.status).toBe(201);
  return (await res.json()) as { sessionId: string; redirectUrl: string };
}

function claimBody(overrides: Partial<ClaimPurchaseInput> = {}): ClaimPurchaseInput {
  return {
    email: freshEmail('owner'),
    companyName: 'Lumen Labs',
    contactPerson: 'Riley Chen',
    password: 'copper-kettle-88',
    confirmPassword: 'copper-kettle-88',
    ...overrides,
  };
}

/** The body may carry what a tampered page adds (e.g. its own service tier), for the server to ignore. */
const claim = (sessionId: string, body: ClaimPurchaseInput & Record<string, unknown>, app: App = t.app) =>
  send(app, 'POST', `/api/purchases/${sessionId}/claim`, body);
const orderOf = async (sessionId: string) =>
  (await t.db.select().from(orders).where(eq(orders.stripeSessionId, sessionId)))[0];
const subscriptionsOf = (sessionId: string) =>
  t.db.select().from(subscriptions).where(eq(subscriptions.stripeSessionId, sessionId));
const usersWithEmail = (...emails: string[]) => t.db.select().from(users).where(inArray(users.email, emails));
const mailTo = (email: string, subject: string) =>
  t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, email), eq(outboxEmails.subject, subject)));
const PURCHASE_MAIL = 'Payment received: create your Agency Portal account';
const ACCOUNT_EXISTS_MAIL = 'Someone tried to create an Agency Portal account with your email';
/** Everything an account is made of, to show that a claim changed none of it. */
const accountRows = async (userId: string) => ({
  user: await t.db.select().from(users).where(eq(users.id, userId)),
  credentials: await t.db.select().from(accounts).where(eq(accounts.userId, userId)),
  roles: await t.db.select().from(userRoles).where(eq(userRoles.userId, userId)),
  profile: await t.db.select().from(profiles).where(eq(profiles.id, userId)),
  orders: await t.db.select().from(orders).where(eq(orders.userId, userId)),
  subscriptions: await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
});
const invalidSession = { error: { code: 'not_found', message: messages.purchase.invalidSession } };

function stripeEvent(type: string, session: Record<string, unknown>) {
  return JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        object: 'checkout.session',
        status: 'complete',
        payment_status: 'paid',
        mode: 'payment',
        customer_email: null,
        customer_details: { email: 'webhook-buyer@example.test' },
        metadata: { service_tier: RETAINER_SERVICE_TIER },
        ...session,
      },
    },
  });
}

const sign = (payload: string, secret = WEBHOOK_SECRET) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });
const deliver = (payload: string, signature: string | null = sign(payload), app: App = withStripe.app) =>
  send(app, 'POST', '/api/webhooks/stripe', payload, signature ? { 'stripe-signature': signature } : {});

describe('test checkout (no Stripe configured)', () => {
  it('creates a paid order and sends the browser to /payment-success with the session id', async () => {
    const email = freshEmail();
    const res = await t.anonymous.post('/api/purchases/test-checkout', {
      serviceTier: 'Launch Sprint',
      email,
    });
    expect(res.status).toBe(201);
    const { sessionId, redirectUrl } = await res.json();
    expect(redirectUrl).toBe(`/payment-success?session_id=${sessionId}&service_tier=Launch+Sprint`);
    expect(await orderOf(sessionId)).toMatchObject({
      status: 'paid',
      serviceTier: 'Launch Sprint',
      customerEmail: email,
      userId: null,
    });
    expect(await subscriptionsOf(sessionId)).toEqual([]);
  });

  it('emails the buyer the link to create their account (the confirmation /payment-success promises)', async () => {
    const email = freshEmail();
    const { sessionId } = await testCheckout(RETAINER_SERVICE_TIER, email);
    const [mail] = await mailTo(email, PURCHASE_MAIL);
    expect(mail?.text).toContain(
      `${TEST_ORIGIN}/onboarding?session_id=${sessionId}&service_tier=MVP+Growth+Retainer`,
    );
  });

  it("records the 'MVP Growth Retainer' subscription of the checkout, not yet linked to anyone", async () => {
    const { sessionId } = await testCheckout(RETAINER_SERVICE_TIER);
    expect(await subscriptionsOf(sessionId)).toMatchObject([
      { serviceTier: RETAINER_SERVICE_TIER, status: 'paid', userId: null },
    ]);
  });

  it('refuses a checkout without a service tier', async () => {
    const res = await t.anonymous.post('/api/purchases/test-checkout', {});
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.serviceTier).toBeDefined();
  });

  it('is not available when Stripe is configured, nor in production', async () => {
    const res = await withStripe.anonymous.post('/api/purchases/test-checkout', {
      serviceTier: 'Launch Sprint',
    });
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe(messages.purchase.testCheckoutUnavailable);

    const production = await createTestApp({
      database: t.deps.database,
      env: { NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(40) },
    });
    try {
      const refused = await production.anonymous.post('/api/purchases/test-checkout', {
        serviceTier: 'Launch Sprint',
      });
      expect(refused.status).toBe(404);
      expect((await refused.json()).error.message).toBe(messages.purchase.testCheckoutUnavailable);
    } finally {
      await production.deps.realtime.stop();
    }
  });
});

describe('GET /api/purchases/{sessionId}', () => {
  it('describes a paid, unclaimed checkout so the form can be prefilled', async () => {
    const email = freshEmail();
    const { sessionId } = await testCheckout('Launch Sprint', email);
    const res = await t.anonymous.get(`/api/purchases/${sessionId}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sessionId, customerEmail: email, serviceTier: 'Launch Sprint' });
  });

  it("answers an unknown or malformed session id with 'Invalid session. Please try again.'", async () => {
    for (const id of ['cs_local_doesnotexist0000', 'x', "cs_test_1' or '1'='1", stripeSessionId()]) {
      const res = await t.anonymous.get(`/api/purchases/${encodeURIComponent(id)}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(invalidSession);
    }
  });

  it('says a claimed checkout already has its account', async () => {
    const { sessionId } = await testCheckout();
    expect((await claim(sessionId, claimBody())).status).toBe(201);
    const res = await t.anonymous.get(`/api/purchases/${sessionId}`);
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(messages.purchase.alreadyClaimed);
  });
});

describe('POST /api/purchases/{sessionId}/claim', () => {
  it('creates the account and links the order and the retainer subscription of this checkout to it', async () => {
    const { sessionId } = await testCheckout(RETAINER_SERVICE_TIER, 'paid-with@example.test');
    // Another checkout's subscription and an old one with no session must stay unlinked.
    const other = await testCheckout(RETAINER_SERVICE_TIER);
    const [legacy] = await t.db
      .insert(subscriptions)
      .values({ serviceTier: RETAINER_SERVICE_TIER, status: 'pending', customerEmail: 'legacy@example.test' })
      .returning();

    const body = claimBody();
    const res = await claim(sessionId, body);
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toEqual({
      userId: expect.any(String),
      email: body.email,
      verificationEmailSent: true,
      sessionId,
      serviceTier: RETAINER_SERVICE_TIER,
    });

    const [user] = await usersWithEmail(body.email);
    expect(user).toMatchObject({ id: created.userId, name: 'Riley Chen', emailVerified: false });
    const roles = await t.db.select().from(userRoles).where(eq(userRoles.userId, created.userId));
    expect(roles.map((r) => r.role)).toEqual(['client']);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, created.userId));
    expect(profile).toMatchObject({
      companyName: 'Lumen Labs',
      contactPerson: 'Riley Chen',
      // SPEC §7 purchase sign-up metadata.
      signupSource: 'purchase',
      signupSessionId: sessionId,
      signupServiceTier: RETAINER_SERVICE_TIER,
    });

    expect(await orderOf(sessionId)).toMatchObject({
      userId: created.userId,
      customerEmail: body.email,
      status: 'paid',
      serviceTier: RETAINER_SERVICE_TIER,
    });
    expect(await subscriptionsOf(sessionId)).toMatchObject([
      { userId: created.userId, customerEmail: body.email, status: 'paid' },
    ]);
    expect(await subscriptionsOf(other.sessionId)).toMatchObject([{ userId: null }]);
    const [legacyNow] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, legacy?.id ?? ''));
    expect(legacyNow).toMatchObject({ userId: null, status: 'pending' });

    expect(await mailTo(body.email, 'Verify your email for Agency Portal')).toHaveLength(1);
  });

  it('links no subscription for another tier, whatever tier the page sends', async () => {
    const { sessionId } = await testCheckout('Launch Sprint');
    const res = await claim(sessionId, { ...claimBody(), serviceTier: RETAINER_SERVICE_TIER });
    expect(res.status).toBe(201);
    const { userId, serviceTier } = await res.json();
    // The tier comes from the order, not from the page's query string.
    expect(serviceTier).toBe('Launch Sprint');
    expect(await orderOf(sessionId)).toMatchObject({ userId, serviceTier: 'Launch Sprint' });
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))).toEqual([]);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile).toMatchObject({ signupSource: 'purchase', signupServiceTier: 'Launch Sprint' });
  });

  it('shows the buyer their sign-up metadata once they are verified and signed in', async () => {
    const { sessionId } = await testCheckout(RETAINER_SERVICE_TIER);
    const body = claimBody();
    expect((await claim(sessionId, body)).status).toBe(201);
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.email, body.email));
    const buyer = await t.signIn(body.email, body.password);
    expect(await (await buyer.get('/api/me')).json()).toMatchObject({
      role: 'client',
      profile: {
        signupSource: 'purchase',
        signupSessionId: sessionId,
        signupServiceTier: RETAINER_SERVICE_TIER,
      },
    });
  });

  it("gives the retainer's subscription back when its row went missing: exactly one, linked", async () => {
    const { sessionId } = await testCheckout(RETAINER_SERVICE_TIER);
    await t.db.delete(subscriptions).where(eq(subscriptions.stripeSessionId, sessionId));
    const res = await claim(sessionId, claimBody());
    expect(res.status).toBe(201);
    const { userId } = await res.json();
    expect(await subscriptionsOf(sessionId)).toMatchObject([
      { userId, serviceTier: RETAINER_SERVICE_TIER, status: 'paid' },
    ]);
  });

  it('refuses a second account for the same checkout', async () => {
    const { sessionId } = await testCheckout();
    const first = claimBody();
    const second = claimBody();
    expect((await claim(sessionId, first)).status).toBe(201);
    const res = await claim(sessionId, second);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: 'conflict', message: messages.purchase.alreadyClaimed },
    });
    expect(await usersWithEmail(second.email)).toEqual([]);
    const [owner] = await usersWithEmail(first.email);
    expect((await orderOf(sessionId))?.userId).toBe(owner?.id);
  });

  it('lets exactly one of several racing claims create an account', async () => {
    const { sessionId } = await testCheckout();
    const bodies = [claimBody(), claimBody(), claimBody()];
    const responses = await Promise.all(bodies.map((body) => claim(sessionId, body)));
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const created = await usersWithEmail(...bodies.map((b) => b.email));
    expect(created).toHaveLength(1);
    expect((await orderOf(sessionId))?.userId).toBe(created[0]?.id);
    expect(await subscriptionsOf(sessionId)).toMatchObject([{ userId: created[0]?.id }]);
  });

  it('refuses an unknown session and creates nothing', async () => {
    const body = claimBody();
    const res = await claim('cs_local_unknownsession000', body);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(invalidSession);
    expect(await usersWithEmail(body.email)).toEqual([]);
  });

  it('answers an email that already has an account like a new one, links nothing to it and mails it', async () => {
    const existing = await createClient(t.db);
    const [fresh, taken] = [await testCheckout(), await testCheckout()];
    const freshRes = await claim(fresh.sessionId, claimBody());
    const takenRes = await claim(taken.sessionId, claimBody({ email: ` ${existing.email.toUpperCase()} ` }));

    // The buyer sees what a new account awaiting verification gets, with an id that names no one.
    expect(takenRes.status).toBe(freshRes.status);
    expect(takenRes.headers.get('content-type')).toBe(freshRes.headers.get('content-type'));
    const [freshBody, takenBody] = [await freshRes.json(), await takenRes.json()];
    expect(takenBody).toEqual({
      ...freshBody,
      userId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: existing.email,
      sessionId: taken.sessionId,
    });
    expect(await t.db.select().from(users).where(eq(users.id, takenBody.userId))).toEqual([]);

    // Nothing joins the existing account: no second account, role, order or subscription, same password.
    expect(await usersWithEmail(existing.email)).toMatchObject([{ id: existing.id }]);
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, existing.id))).toHaveLength(1);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, existing.id));
    expect(profile).toMatchObject({ signupSource: 'seed', signupSessionId: null });
    expect(await orderOf(taken.sessionId)).toMatchObject({ userId: null, status: 'paid' });
    expect(await subscriptionsOf(taken.sessionId)).toMatchObject([{ userId: null }]);
    await expect(t.signIn(existing.email)).resolves.toMatchObject({ userId: existing.id });

    const mail = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, existing.email));
    expect(mail.map((m) => m.subject)).toEqual([ACCOUNT_EXISTS_MAIL]);
    expect(mail[0]?.text).toContain(`${TEST_ORIGIN}/login`);
    expect(mail[0]?.text).toContain(`${TEST_ORIGIN}/forgot-password`);
  });

  it('closes the checkout after a claim with an existing email exactly as after one with a new email', async () => {
    const existing = await createClient(t.db);
    const existingRows = () => accountRows(existing.id);
    const before = await existingRows();
    const fresh = await testCheckout();
    const taken = await testCheckout();
    const first = claimBody();
    expect((await claim(fresh.sessionId, first)).status).toBe(201);
    expect((await claim(taken.sessionId, claimBody({ email: existing.email }))).status).toBe(201);

    // Whoever holds the link comes back: to claim with a new address, with the same one again, and to look.
    const answer = async (res: Response) => ({
      status: res.status,
      type: res.headers.get('content-type'),
      body: await res.json(),
    });
    const newAddresses: string[] = [];
    const comeBack = async (sessionId: string, firstEmail: string) => {
      const newAddress = claimBody();
      newAddresses.push(newAddress.email);
      return {
        newAddress: await answer(await claim(sessionId, newAddress)),
        sameAddress: await answer(await claim(sessionId, claimBody({ email: firstEmail }))),
        look: await answer(await t.anonymous.get(`/api/purchases/${sessionId}`)),
      };
    };
    const afterFresh = await comeBack(fresh.sessionId, first.email);
    const afterTaken = await comeBack(taken.sessionId, existing.email);
    const closed = {
      status: 409,
      type: 'application/json',
      body: { error: { code: 'conflict', message: messages.purchase.alreadyClaimed } },
    };
    expect(afterFresh).toEqual({ newAddress: closed, sameAddress: closed, look: closed });
    expect(afterTaken).toEqual(afterFresh);
    expect(await usersWithEmail(...newAddresses)).toEqual([]);

    // The existing account is untouched and owns nothing of the checkout it was given for.
    expect(await existingRows()).toEqual(before);
    await expect(t.signIn(existing.email)).resolves.toMatchObject({ userId: existing.id });
    const [owner] = await usersWithEmail(first.email);
    expect(await orderOf(fresh.sessionId)).toMatchObject({ userId: owner?.id, claimedAt: expect.any(Date) });
    expect(await orderOf(taken.sessionId)).toMatchObject({
      userId: null,
      status: 'paid',
      claimedAt: expect.any(Date),
    });
    expect(await subscriptionsOf(taken.sessionId)).toMatchObject([{ userId: null }]);
    // The owner of the address was told of the first attempt only: the closed checkout mails no one.
    expect(await mailTo(existing.email, ACCOUNT_EXISTS_MAIL)).toHaveLength(1);
  });

  it('lets exactly one of several claims racing with an existing email close the checkout', async () => {
    const existing = await createClient(t.db);
    const { sessionId } = await testCheckout();
    const responses = await Promise.all(
      [1, 2, 3].map(() => claim(sessionId, claimBody({ email: existing.email }))),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await orderOf(sessionId)).toMatchObject({ userId: null, claimedAt: expect.any(Date) });
    expect(await mailTo(existing.email, ACCOUNT_EXISTS_MAIL)).toHaveLength(1);
    expect((await claim(sessionId, claimBody())).status).toBe(409);
  });

  it.each([
    ['no company', { companyName: '  ' }, 'companyName', messages.signup.companyRequired],
    ['no contact person', { contactPerson: '' }, 'contactPerson', messages.signup.contactRequired],
    ['no email', { email: '' }, 'email', messages.signup.emailRequired],
    [
      'passwords that differ',
      { confirmPassword: 'copper-kettle-89' },
      'confirmPassword',
      messages.password.mismatch,
    ],
    [
      'a short password',
      { password: 'abc12', confirmPassword: 'abc12' },
      'password',
      messages.password.tooShort,
    ],
  ])(
    'refuses %s with its message and leaves the order unclaimed',
    async (_label, overrides, field, message) => {
      const { sessionId } = await testCheckout();
      const body = claimBody(overrides);
      const res = await claim(sessionId, body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields[field]).toEqual([message]);
      expect((await orderOf(sessionId))?.userId).toBeNull();
    },
  );
});

describe('claiming a Stripe checkout', () => {
  it("refuses a client's paid invoice checkout: no order, no account, not even a preview", async () => {
    const sessionId = stripeSessionId();
    stripeSessions.set(sessionId, {
      sessionId,
      paid: true,
      customerEmail: 'payer@example.test',
      serviceTier: null,
      invoiceId: randomUUID(),
      amountTotalMinor: 110_000,
      currency: 'USD',
    });
    const preview = await send(stripeLookup, 'GET', `/api/purchases/${sessionId}`);
    expect(preview.status).toBe(404);
    expect(await preview.json()).toEqual(invalidSession);
    const body = claimBody();
    const res = await claim(sessionId, body, stripeLookup);
    expect(res.status).toBe(404);
    expect(await usersWithEmail(body.email)).toEqual([]);
    expect(await orderOf(sessionId)).toBeUndefined();
  });

  it('requires Stripe to say the session is paid', async () => {
    const sessionId = stripeSessionId();
    stripeSessions.set(sessionId, {
      ...notForAnInvoice,
      sessionId,
      paid: false,
      customerEmail: null,
      serviceTier: 'Launch Sprint',
    });
    const body = claimBody();
    const res = await claim(sessionId, body, stripeLookup);
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(messages.purchase.notPaid);
    expect(await usersWithEmail(body.email)).toEqual([]);
    expect(await orderOf(sessionId)).toBeUndefined();
    expect((await send(stripeLookup, 'GET', `/api/purchases/${sessionId}`)).status).toBe(409);
  });

  it('records and links the order when the buyer arrives before the webhook', async () => {
    const sessionId = stripeSessionId();
    stripeSessions.set(sessionId, {
      ...notForAnInvoice,
      sessionId,
      paid: true,
      customerEmail: 'checkout@example.test',
      serviceTier: RETAINER_SERVICE_TIER,
    });
    const preview = await send(stripeLookup, 'GET', `/api/purchases/${sessionId}`);
    expect(await preview.json()).toEqual({
      sessionId,
      customerEmail: 'checkout@example.test',
      serviceTier: RETAINER_SERVICE_TIER,
    });

    const res = await claim(sessionId, claimBody(), stripeLookup);
    expect(res.status).toBe(201);
    const { userId } = await res.json();
    expect(await orderOf(sessionId)).toMatchObject({ userId, status: 'paid' });
    expect(await subscriptionsOf(sessionId)).toMatchObject([{ userId, status: 'paid' }]);
  });

  it('never takes the tier from the page when Stripe names none: no tier, no subscription', async () => {
    const sessionId = stripeSessionId();
    stripeSessions.set(sessionId, {
      ...notForAnInvoice,
      sessionId,
      paid: true,
      customerEmail: null,
      serviceTier: null,
    });
    const res = await claim(sessionId, { ...claimBody(), serviceTier: RETAINER_SERVICE_TIER }, stripeLookup);
    expect(res.status).toBe(201);
    const { userId, serviceTier } = await res.json();
    expect(serviceTier).toBeNull();
    expect(await orderOf(sessionId)).toMatchObject({ userId, status: 'paid', serviceTier: null });
    expect(await subscriptionsOf(sessionId)).toEqual([]);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile).toMatchObject({
      signupSource: 'purchase',
      signupSessionId: sessionId,
      signupServiceTier: null,
    });
  });

  it('takes the tier Stripe names later and ends with exactly one linked retainer subscription', async () => {
    const id = stripeSessionId();
    // The first word (a webhook) carries no tier; the lookup when the buyer arrives does.
    const noTier = stripeEvent('checkout.session.completed', { id, metadata: {} });
    expect((await deliver(noTier)).status).toBe(200);
    expect(await orderOf(id)).toMatchObject({ status: 'paid', serviceTier: null });
    expect(await subscriptionsOf(id)).toEqual([]);

    stripeSessions.set(id, {
      ...notForAnInvoice,
      sessionId: id,
      paid: true,
      customerEmail: null,
      serviceTier: RETAINER_SERVICE_TIER,
    });
    const [first, second] = await Promise.all([
      claim(id, claimBody(), stripeLookup),
      claim(id, claimBody(), stripeLookup),
    ]);
    expect([first?.status, second?.status].sort()).toEqual([201, 409]);
    const winner = first?.status === 201 ? first : second;
    const { userId, serviceTier } = await (winner as Response).json();
    expect(serviceTier).toBe(RETAINER_SERVICE_TIER);
    expect(await orderOf(id)).toMatchObject({ userId, serviceTier: RETAINER_SERVICE_TIER });
    expect(await subscriptionsOf(id)).toMatchObject([
      { userId, serviceTier: RETAINER_SERVICE_TIER, status: 'paid' },
    ]);

    // Stripe retrying the tierless event changes nothing.
    expect((await deliver(noTier)).status).toBe(200);
    expect(await subscriptionsOf(id)).toHaveLength(1);
    expect(await orderOf(id)).toMatchObject({ userId, serviceTier: RETAINER_SERVICE_TIER });
  });

  it('a claimed order that learns its tier later tells the account and links its subscription', async () => {
    const id = stripeSessionId();
    stripeSessions.set(id, {
      ...notForAnInvoice,
      sessionId: id,
      paid: true,
      customerEmail: null,
      serviceTier: null,
    });
    const res = await claim(id, claimBody(), stripeLookup);
    expect(res.status).toBe(201);
    const { userId } = await res.json();

    const named = stripeEvent('checkout.session.completed', {
      id,
      metadata: { service_tier: RETAINER_SERVICE_TIER },
    });
    expect((await deliver(named)).status).toBe(200);
    expect(await orderOf(id)).toMatchObject({ userId, serviceTier: RETAINER_SERVICE_TIER });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile?.signupServiceTier).toBe(RETAINER_SERVICE_TIER);
    expect(await subscriptionsOf(id)).toMatchObject([{ userId, serviceTier: RETAINER_SERVICE_TIER }]);
  });

  it('answers a session Stripe does not know as an invalid session', async () => {
    const res = await send(stripeLookup, 'GET', `/api/purchases/${stripeSessionId()}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(invalidSession);
  });

  it('asks the buyer to try again when Stripe cannot be reached, logging why', async () => {
    failLookup = true;
    try {
      expectConsole('error');
      const res = await send(stripeLookup, 'GET', `/api/purchases/${stripeSessionId()}`);
      expect(res.status).toBe(500);
      expect((await res.json()).error.message).toBe(messages.purchase.paymentCheckFailed);
    } finally {
      failLookup = false;
    }
  });
});

describe('POST /api/webhooks/stripe', () => {
  it('records a signed checkout.session.completed as a paid order and emails the buyer', async () => {
    const id = stripeSessionId();
    const email = freshEmail('hooked');
    const res = await deliver(stripeEvent('checkout.session.completed', { id, customer_details: { email } }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    expect(await orderOf(id)).toMatchObject({
      status: 'paid',
      customerEmail: email,
      serviceTier: RETAINER_SERVICE_TIER,
      userId: null,
    });
    expect(await subscriptionsOf(id)).toMatchObject([{ userId: null, status: 'paid' }]);
    expect(await mailTo(email, PURCHASE_MAIL)).toHaveLength(1);
  });

  it('is safe to deliver twice: one order, one subscription, one email', async () => {
    const id = stripeSessionId();
    const email = freshEmail('twice');
    const payload = stripeEvent('checkout.session.completed', { id, customer_details: { email } });
    expect((await deliver(payload)).status).toBe(200);
    expect((await deliver(payload)).status).toBe(200);
    expect(await t.db.select().from(orders).where(eq(orders.stripeSessionId, id))).toHaveLength(1);
    expect(await subscriptionsOf(id)).toHaveLength(1);
    expect(await mailTo(email, PURCHASE_MAIL)).toHaveLength(1);
  });

  it('refuses a forged signature, an altered payload and a missing signature, recording nothing', async () => {
    const id = stripeSessionId();
    const payload = stripeEvent('checkout.session.completed', { id });
    const altered = payload.replace('"paid"', '"unpaid"');
    for (const [body, signature] of [
      [payload, sign(payload, 'whsec_someone_else')],
      [altered, sign(payload)],
      [payload, 't=1700000000,v1=deadbeef'],
      [payload, null],
    ] as const) {
      const res = await deliver(body, signature);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(messages.purchase.invalidSignature);
    }
    expect(await orderOf(id)).toBeUndefined();
  });

  it('keeps an unpaid completion pending until the delayed payment succeeds', async () => {
    const id = stripeSessionId();
    const email = freshEmail('delayed');
    const session = { id, customer_details: { email } };
    await deliver(stripeEvent('checkout.session.completed', { ...session, payment_status: 'unpaid' }));
    expect(await orderOf(id)).toMatchObject({ status: 'pending' });
    expect(await mailTo(email, PURCHASE_MAIL)).toEqual([]);

    await deliver(stripeEvent('checkout.session.async_payment_succeeded', session));
    expect(await orderOf(id)).toMatchObject({ status: 'paid' });
    expect(await mailTo(email, PURCHASE_MAIL)).toHaveLength(1);
  });

  it('acknowledges other event types without recording anything', async () => {
    const id = stripeSessionId();
    const res = await deliver(stripeEvent('checkout.session.expired', { id, payment_status: 'unpaid' }));
    expect(res.status).toBe(200);
    expect(await orderOf(id)).toBeUndefined();
  });

  it('leaves a claimed order with its owner when Stripe retries the event', async () => {
    const id = stripeSessionId();
    const payload = stripeEvent('checkout.session.completed', { id });
    await deliver(payload);
    stripeSessions.set(id, {
      ...notForAnInvoice,
      sessionId: id,
      paid: true,
      customerEmail: null,
      serviceTier: RETAINER_SERVICE_TIER,
    });
    const { userId } = await (await claim(id, claimBody(), stripeLookup)).json();
    expect((await deliver(payload)).status).toBe(200);
    expect(await orderOf(id)).toMatchObject({ userId, status: 'paid' });
    expect(await subscriptionsOf(id)).toMatchObject([{ userId }]);
  });

  it('is not served when Stripe webhooks are not configured', async () => {
    const payload = stripeEvent('checkout.session.completed', { id: stripeSessionId() });
    const res = await deliver(payload, sign(payload), t.app);
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe(messages.purchase.webhooksUnavailable);
  });
});
