import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { createClientMember } from '../../src/server/db/factories';
import { auditEvents, invoicePayments, outboxEmails } from '../../src/server/db/schema/index';
import { createStripePayments } from '../../src/server/payments/stripe-payments';
import type { ClientInvoice, Invoice } from '../../src/shared/contracts/billing';
import { billingMessages } from '../../src/shared/domain/billing';
import { expectConsole } from '../support/fail-on-console';
import { type Caller, createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app';

const WEBHOOK_SECRET = 'whsec_invoice_payments_test';

/** Without Stripe: the test checkout. */
let t: TestApp;
/** The same database with Stripe configured; its checkout sessions are made by `createdSessions`' fake. */
let withStripe: ReturnType<typeof createApp>;
const createdSessions: Record<string, unknown>[] = [];
/** Makes the fake's next checkout a refusal, as Stripe refuses an amount below its minimum. */
let refuseNext = false;
let clientA: Caller;
let clientB: Caller;
let admin: Caller;
let memberA: Caller;
let billingA: Caller;
const idOf = (caller: Caller) => caller.userId as string;

beforeAll(async () => {
  t = await createTestApp();
  ({ clientA, clientB, admin } = await t.actors());
  memberA = await t.signIn((await createClientMember(t.db, idOf(clientA), 'member')).email);
  billingA = await t.signIn((await createClientMember(t.db, idOf(clientA), 'billing')).email);
  // Stripe is an outside service: its client is a fake that keeps what a checkout was asked for.
  const fakeStripe = {
    checkout: {
      sessions: {
        create: async (params: Record<string, unknown>) => {
          createdSessions.push(params);
          if (refuseNext) {
            refuseNext = false;
            throw new Error('Amount must convert to at least 50 cents.');
          }
          const id = `cs_test_${randomUUID().replaceAll('-', '')}`;
          return { id, url: `https://checkout.stripe.com/c/pay/${id}` };
        },
      },
    },
    webhooks: Stripe.webhooks,
  } as unknown as Stripe;
  withStripe = createApp({
    ...t.deps,
    payments: createStripePayments({
      secretKey: 'sk_test_unused',
      webhookSecret: WEBHOOK_SECRET,
      client: fakeStripe,
    }),
  });
});
afterAll(() => t.close());

async function sentInvoice(client: Caller, totalMinor = 110_000): Promise<Invoice> {
  const body = {
    currency: 'USD',
    items: [{ description: 'December retainer', quantity: 1, unitPriceMinor: 100_000 }],
    taxRateBasisPoints: 1_000,
    discountMinor: 0,
    netTermsDays: 30,
    notes: null,
  };
  const draft: Invoice = await (await admin.post(`/api/admin/clients/${idOf(client)}/invoices`, body)).json();
  const sent: Invoice = await (await admin.post(`/api/admin/invoices/${draft.id}/send`)).json();
  expect(sent.totalMinor).toBe(totalMinor);
  return sent;
}

const receipts = (number: string) =>
  t.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.subject, `Receipt for ${number}: $1,100.00 paid`));
const stateOf = async (invoice: Invoice, caller = admin) =>
  ((await (await caller.get(`/api/admin/invoices/${invoice.id}`)).json()) as Invoice).state;

describe('the test checkout (no Stripe, outside production)', () => {
  it('pays a sent invoice in full: paid for both sides, a receipt to the billing people, audited', async () => {
    const invoice = await sentInvoice(clientA);
    const start = await clientA.post(`/api/billing/invoices/${invoice.id}/checkout`);
    expect(start.status).toBe(200);
    expect(await start.json()).toEqual({ kind: 'test', amountMinor: 110_000, currency: 'USD' });
    expect(await stateOf(invoice)).toBe('sent');

    const paid = await billingA.post(`/api/billing/invoices/${invoice.id}/test-payment`);
    expect(paid.status).toBe(200);
    const seen: ClientInvoice = await paid.json();
    expect(seen).toMatchObject({ displayState: 'paid', number: invoice.number });
    expect(seen.paidAt).not.toBeNull();
    expect(await stateOf(invoice)).toBe('paid');

    const mails = await receipts(invoice.number as string);
    expect(mails.map((mail) => mail.to).sort()).toEqual([clientA.email, billingA.email].sort());
    expect(mails[0]?.text).toContain(`We received your payment of $1,100.00 for invoice ${invoice.number}`);
    expect(mails[0]?.text).toContain(`${TEST_ORIGIN}/dashboard/billing`);
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'invoice_paid'), eq(auditEvents.targetId, invoice.id)));
    expect(audit).toMatchObject({ actorId: billingA.userId, clientId: idOf(clientA) });
    expect(audit?.details).toMatchObject({ online: true });

    const again = await clientA.post(`/api/billing/invoices/${invoice.id}/test-payment`);
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(billingMessages.cannotPay('paid'));
    expect(await receipts(invoice.number as string)).toHaveLength(2);
  });

  it('refuses a void invoice, another company, a draft, and people without billing', async () => {
    const voided = await sentInvoice(clientA);
    await admin.post(`/api/admin/invoices/${voided.id}/void`);
    const refused = await clientA.post(`/api/billing/invoices/${voided.id}/checkout`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(billingMessages.cannotPay('void'));

    const invoice = await sentInvoice(clientA);
    for (const path of [
      `/api/billing/invoices/${invoice.id}/checkout`,
      `/api/billing/invoices/${invoice.id}/test-payment`,
    ]) {
      expect((await clientB.post(path)).status).toBe(404);
      expect((await memberA.post(path)).status).toBe(403);
      expect((await admin.post(path)).status).toBe(403);
      expect((await t.anonymous.post(path)).status).toBe(401);
    }
    const draft: Invoice = await (
      await admin.post(`/api/admin/clients/${idOf(clientA)}/invoices`, {
        currency: 'USD',
        items: [{ description: 'Work', quantity: 1, unitPriceMinor: 500 }],
        taxRateBasisPoints: 0,
        discountMinor: 0,
        netTermsDays: 7,
        notes: null,
      })
    ).json();
    expect((await clientA.post(`/api/billing/invoices/${draft.id}/test-payment`)).status).toBe(404);
    expect(await stateOf(invoice)).toBe('sent');
  });
});

describe('Stripe Checkout', () => {
  const post = (path: string, caller: Caller, body?: string, headers: Record<string, string> = {}) =>
    withStripe.request(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(caller.cookie ? { cookie: caller.cookie } : {}),
        ...headers,
      },
      body,
    });
  const completed = (
    invoice: Invoice,
    session: Record<string, unknown> = {},
    type = 'checkout.session.completed',
  ) =>
    JSON.stringify({
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: `cs_test_${randomUUID().replaceAll('-', '')}`,
          object: 'checkout.session',
          status: 'complete',
          payment_status: 'paid',
          mode: 'payment',
          amount_total: invoice.totalMinor,
          currency: 'usd',
          metadata: { agency_portal_invoice_id: invoice.id },
          ...session,
        },
      },
    });
  const deliver = (payload: string, secret = WEBHOOK_SECRET) =>
    post('/api/webhooks/stripe', t.anonymous, payload, {
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    });

  it('sends the payer to a checkout of the total that comes back to Billing & Plan; nothing is paid yet', async () => {
    const invoice = await sentInvoice(clientA);
    const res = await post(`/api/billing/invoices/${invoice.id}/checkout`, clientA);
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer.kind).toBe('redirect');
    expect(answer.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(createdSessions.at(-1)).toMatchObject({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 110_000 } }],
      metadata: { agency_portal_invoice_id: invoice.id },
      customer_email: clientA.email,
      success_url: `${TEST_ORIGIN}/dashboard/billing?invoice=${invoice.id}&payment=done`,
    });
    expect(await stateOf(invoice)).toBe('sent');
    expect((await post(`/api/billing/invoices/${invoice.id}/test-payment`, clientA)).status).toBe(404);
  });

  it('marks it paid on the signed webhook once; a replay changes nothing and sends no second receipt', async () => {
    const invoice = await sentInvoice(clientA);
    const event = completed(invoice);
    expect((await deliver(event)).status).toBe(200);
    expect(await stateOf(invoice)).toBe('paid');
    expect((await deliver(event)).status).toBe(200);
    expect(await receipts(invoice.number as string)).toHaveLength(2);
    const rows = await t.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice.id));
    expect(rows).toMatchObject([{ provider: 'stripe', paid: true, settled: true, amountMinor: 110_000 }]);
  });

  it('leaves it unpaid for a forged, partial, unpaid, or other-currency checkout', async () => {
    const invoice = await sentInvoice(clientA);
    expect((await deliver(completed(invoice), 'whsec_someone_else')).status).toBe(400);
    await deliver(completed(invoice, { amount_total: 50_000 }));
    await deliver(completed(invoice, { payment_status: 'unpaid' }));
    await deliver(completed(invoice, { currency: 'eur' }));
    expect(await stateOf(invoice)).toBe('sent');
    expect(await receipts(invoice.number as string)).toHaveLength(0);
  });

  it('a debit that clears later pays it; its older unpaid word arriving after changes nothing', async () => {
    const invoice = await sentInvoice(clientA);
    const id = `cs_test_${randomUUID().replaceAll('-', '')}`;
    await deliver(completed(invoice, { id, payment_status: 'unpaid' }));
    expect(await stateOf(invoice)).toBe('sent');
    await deliver(completed(invoice, { id }, 'checkout.session.async_payment_succeeded'));
    expect(await stateOf(invoice)).toBe('paid');
    await deliver(completed(invoice, { id, payment_status: 'unpaid' }));
    expect(await stateOf(invoice)).toBe('paid');
    expect(await receipts(invoice.number as string)).toHaveLength(2);
  });

  it('does not pay a void invoice, and a purchase checkout still makes an order, not a payment', async () => {
    const invoice = await sentInvoice(clientA);
    await admin.post(`/api/admin/invoices/${invoice.id}/void`);
    await deliver(completed(invoice));
    expect(await stateOf(invoice)).toBe('void');
    // The money taken is on the audit log, for the agency to refund or apply by hand.
    const [unapplied] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'invoice_payment_unapplied'), eq(auditEvents.targetId, invoice.id)));
    expect(unapplied?.details).toMatchObject({ amountMinor: 110_000, currency: 'USD', state: 'void' });
    const purchase = completed(invoice, { metadata: { service_tier: 'Launch Sprint' } });
    expect((await deliver(purchase)).status).toBe(200);
    // Another integration's 'invoice_id', or ours holding no invoice id, is not taken for an invoice.
    const foreign = completed(invoice, {
      metadata: { invoice_id: invoice.id, agency_portal_invoice_id: 'INV-7' },
    });
    expect((await deliver(foreign)).status).toBe(200);
    const rows = await t.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice.id));
    expect(rows).toHaveLength(1);
  });

  it('asks Stripe for a session that expires, and says so plainly when Stripe refuses one', async () => {
    const invoice = await sentInvoice(clientA);
    expect((await post(`/api/billing/invoices/${invoice.id}/checkout`, clientA)).status).toBe(200);
    const expiresAt = createdSessions.at(-1)?.expires_at as number;
    expect(expiresAt - Date.now() / 1000).toBeGreaterThan(29 * 60);
    expect(expiresAt - Date.now() / 1000).toBeLessThanOrEqual(30 * 60);

    refuseNext = true;
    expectConsole('error');
    const refused = await post(`/api/billing/invoices/${invoice.id}/checkout`, clientA);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(billingMessages.providerRefused);
  });
});

describe('what cannot be paid online', () => {
  async function sentWith(client: Caller, body: Record<string, unknown>): Promise<Invoice> {
    const base = { items: [], taxRateBasisPoints: 0, discountMinor: 0, netTermsDays: 30, notes: null };
    const draft: Invoice = await (
      await admin.post(`/api/admin/clients/${idOf(client)}/invoices`, { ...base, ...body })
    ).json();
    return (await admin.post(`/api/admin/invoices/${draft.id}/send`)).json();
  }

  it('refuses a zero total and a currency Stripe counts otherwise, before any checkout', async () => {
    const free = await sentWith(clientA, {
      currency: 'USD',
      items: [{ description: 'Goodwill', quantity: 1, unitPriceMinor: 0 }],
    });
    const krona = await sentWith(clientA, {
      currency: 'ISK',
      items: [{ description: 'Retainer', quantity: 1, unitPriceMinor: 100_000 }],
    });
    for (const invoice of [free, krona]) {
      const res = await clientA.post(`/api/billing/invoices/${invoice.id}/checkout`);
      expect(res.status).toBe(409);
      expect((await res.json()).error.message).toBe(billingMessages.notPayableOnline);
      expect((await clientA.post(`/api/billing/invoices/${invoice.id}/test-payment`)).status).toBe(409);
      expect(await stateOf(invoice)).toBe('sent');
    }
  });
});
