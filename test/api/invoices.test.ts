import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientMember, createManager } from '../../src/server/db/factories';
import { auditEvents, invoiceNumberCounters, invoices } from '../../src/server/db/schema/index';
import type { ClientInvoice, Invoice } from '../../src/shared/contracts/billing';
import { billingMessages } from '../../src/shared/domain/billing';
import { clientAbilityRefusals } from '../../src/shared/domain/client-roles';
import { expectConsole } from '../support/fail-on-console';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let clientA: Caller;
let clientB: Caller;
let admin: Caller;
let managerA: Caller;
let managerB: Caller;
let memberA: Caller;
let billingA: Caller;
const idOf = (caller: Caller) => caller.userId as string;

beforeAll(async () => {
  t = await createTestApp();
  ({ clientA, clientB, admin } = await t.actors());
  managerA = await t.signIn((await createManager(t.db, [idOf(clientA)])).email);
  managerB = await t.signIn((await createManager(t.db, [idOf(clientB)])).email);
  memberA = await t.signIn((await createClientMember(t.db, idOf(clientA), 'member')).email);
  billingA = await t.signIn((await createClientMember(t.db, idOf(clientA), 'billing')).email);
});
afterAll(() => t.close());

const draftBody = (overrides: object = {}) => ({
  currency: 'EUR',
  items: [
    { description: 'Retainer', quantity: 1, unitPriceMinor: 100_000 },
    { description: 'Ad creatives', quantity: 3, unitPriceMinor: 15_050 },
  ],
  taxRateBasisPoints: 1_900,
  discountMinor: 5_000,
  netTermsDays: 14,
  notes: 'Thank you',
  ...overrides,
});

async function draftFor(client: Caller, body: object = draftBody(), caller = admin): Promise<Invoice> {
  const res = await caller.post(`/api/admin/clients/${idOf(client)}/invoices`, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return res.json();
}
const send = (id: string, caller = admin) => caller.post(`/api/admin/invoices/${id}/send`);
async function sentFor(client: Caller): Promise<Invoice> {
  const res = await send((await draftFor(client)).id);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}
const sequenceOf = (number: string | null) => Number(number?.split('-')[2]);
const auditRows = (targetId: string) =>
  t.db
    .select({ action: auditEvents.action, actorId: auditEvents.actorId, clientId: auditEvents.clientId })
    .from(auditEvents)
    .where(eq(auditEvents.targetId, targetId))
    .orderBy(auditEvents.at);

describe('invoice numbers', () => {
  it('gives 20 concurrent sends the next 20 numbers of the year: no gaps, no duplicates', async () => {
    const drafts = [];
    for (let i = 0; i < 20; i++) drafts.push(await draftFor(i % 2 ? clientA : clientB));
    const year = new Date().getUTCFullYear();
    const [before] = await t.db
      .select()
      .from(invoiceNumberCounters)
      .where(eq(invoiceNumberCounters.year, year));
    const answers = await Promise.all(drafts.map((draft) => send(draft.id)));
    expect(answers.map((res) => res.status)).toEqual(drafts.map(() => 200));
    const numbers = (await Promise.all(answers.map((res) => res.json() as Promise<Invoice>))).map(
      (i) => i.number,
    );
    for (const number of numbers) expect(number).toMatch(new RegExp(`^INV-${year}-\\d{3,}$`));
    const first = (before?.last ?? 0) + 1;
    expect(numbers.map(sequenceOf).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => first + i),
    );
  });

  it('gives a draft no number, and a send that fails no number either: the next send takes it', async () => {
    const draft = await draftFor(clientA);
    expect(draft).toMatchObject({ number: null, state: 'draft', issueDate: null, dueDate: null });
    const last = await sentFor(clientA);

    // The send's audit row is refused after the number was taken: the whole send rolls back.
    await t.db.execute(
      sql.raw(`create function refuse_invoice_sent() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_invoice_sent before insert on audit_events for each row
        when (new.target_id = '${draft.id}') execute function refuse_invoice_sent()`),
    );
    try {
      expectConsole('error');
      expect((await send(draft.id)).status).toBe(500);
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_invoice_sent on audit_events'));
      await t.db.execute(sql.raw('drop function refuse_invoice_sent()'));
    }
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, draft.id));
    expect(row).toMatchObject({ state: 'draft', number: null });

    const next: Invoice = await (await send(draft.id)).json();
    expect(sequenceOf(next.number)).toBe(sequenceOf(last.number) + 1);
  });

  it('refuses to send a draft without lines, taking no number', async () => {
    const empty = await draftFor(clientA, draftBody({ items: [], discountMinor: 0 }));
    const res = await send(empty.id);
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(billingMessages.itemsRequired);
  });
});

describe('totals and sending', () => {
  it('computes subtotal, discount, tax (half up) and total, and stores them with the dates when sent', async () => {
    const draft = await draftFor(clientA);
    // 1000.00 + 3 × 150.50 = 1451.50; − 50.00 = 1401.50; 19% = 266.285 → 266.29; total 1667.79.
    expect(draft).toMatchObject({
      subtotalMinor: 145_150,
      discountMinor: 5_000,
      taxMinor: 26_629,
      totalMinor: 166_779,
    });
    const res = await send(draft.id);
    const sent: Invoice = await res.json();
    expect(sent).toMatchObject({ state: 'sent', displayState: 'pending', totalMinor: 166_779 });
    const issued = new Date(`${sent.issueDate}T00:00:00Z`);
    issued.setUTCDate(issued.getUTCDate() + 14);
    expect(sent.dueDate).toBe(issued.toISOString().slice(0, 10));
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, draft.id));
    expect(row).toMatchObject({ subtotalMinor: 145_150, taxMinor: 26_629, totalMinor: 166_779 });
  });

  it('refuses a discount over the subtotal, an unknown currency and a fractional amount', async () => {
    const path = `/api/admin/clients/${idOf(clientA)}/invoices`;
    const over = await admin.post(path, draftBody({ discountMinor: 1_000_000 }));
    expect(over.status).toBe(400);
    expect((await over.json()).error.fields.discountMinor).toEqual([billingMessages.discountOverSubtotal]);
    expect((await admin.post(path, draftBody({ currency: 'XYZ' }))).status).toBe(400);
    const fractional = draftBody({ items: [{ description: 'Half', quantity: 1, unitPriceMinor: 10.5 }] });
    expect((await admin.post(path, fractional)).status).toBe(400);
  });
});

describe('states', () => {
  it('edits and deletes only drafts', async () => {
    const draft = await draftFor(clientA);
    const edited = await admin.request(
      'PATCH',
      `/api/admin/invoices/${draft.id}`,
      draftBody({ notes: 'Edited', items: [], discountMinor: 0 }),
    );
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ notes: 'Edited', items: [], totalMinor: 0 });

    const sent = await sentFor(clientA);
    const patch = await admin.request('PATCH', `/api/admin/invoices/${sent.id}`, draftBody());
    expect(patch.status).toBe(409);
    expect((await patch.json()).error.message).toBe(billingMessages.onlyDrafts);
    expect((await admin.request('DELETE', `/api/admin/invoices/${sent.id}`)).status).toBe(409);

    expect((await admin.request('DELETE', `/api/admin/invoices/${draft.id}`)).status).toBe(204);
    expect((await admin.get(`/api/admin/invoices/${draft.id}`)).status).toBe(404);
  });

  it('moves sent to paid or void once, and refuses every other move with 409', async () => {
    const draft = await draftFor(clientA);
    const early = await admin.post(`/api/admin/invoices/${draft.id}/void`);
    expect(early.status).toBe(409);
    expect((await early.json()).error.message).toBe(billingMessages.cannotVoid('draft'));
    expect((await admin.post(`/api/admin/invoices/${draft.id}/mark-paid`, {})).status).toBe(409);

    const paid = await sentFor(clientA);
    const marked = await admin.post(`/api/admin/invoices/${paid.id}/mark-paid`, { note: 'Wire 4411' });
    expect(marked.status).toBe(200);
    expect(await marked.json()).toMatchObject({ state: 'paid', displayState: 'paid', paidNote: 'Wire 4411' });
    const again = await admin.post(`/api/admin/invoices/${paid.id}/void`);
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(billingMessages.cannotVoid('paid'));
    expect((await send(paid.id)).status).toBe(409);

    const voided = await sentFor(clientA);
    const res = await admin.post(`/api/admin/invoices/${voided.id}/void`);
    expect(await res.json()).toMatchObject({ state: 'void', number: voided.number });
    const late = await admin.post(`/api/admin/invoices/${voided.id}/mark-paid`, {});
    expect((await late.json()).error.message).toBe(billingMessages.cannotMarkPaid('void'));
  });

  it('records every change in the audit log, by whom and for which client', async () => {
    const draft = await draftFor(clientA, draftBody(), managerA);
    await managerA.request('PATCH', `/api/admin/invoices/${draft.id}`, draftBody());
    await send(draft.id, managerA);
    await managerA.post(`/api/admin/invoices/${draft.id}/mark-paid`, {});
    const rows = await auditRows(draft.id);
    expect(rows.map((row) => row.action)).toEqual([
      'invoice_drafted',
      'invoice_edited',
      'invoice_sent',
      'invoice_paid',
    ]);
    for (const row of rows) expect(row).toMatchObject({ actorId: managerA.userId, clientId: idOf(clientA) });
  });
});

describe('what a client sees', () => {
  it('lists its own sent invoices only, newest first, overdue once past due in the agency time zone', async () => {
    const hidden = await draftFor(clientA);
    const pending = await sentFor(clientA);
    const overdue = await sentFor(clientA);
    await t.db.update(invoices).set({ dueDate: '2000-01-31' }).where(eq(invoices.id, overdue.id));
    const ofB = await sentFor(clientB);

    const { invoices: listed }: { invoices: ClientInvoice[] } = await (
      await billingA.get('/api/billing/invoices')
    ).json();
    const ids = listed.map((i) => i.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(ofB.id);
    expect(ids.indexOf(overdue.id)).toBeLessThan(ids.indexOf(pending.id));
    expect(listed.find((i) => i.id === overdue.id)?.displayState).toBe('overdue');
    expect(listed.find((i) => i.id === pending.id)?.displayState).toBe('pending');
    expect(listed.every((i) => !('paidNote' in i))).toBe(true);

    const one = await clientA.get(`/api/billing/invoices/${pending.id}`);
    expect(await one.json()).toMatchObject({
      id: pending.id,
      number: pending.number,
      displayState: 'pending',
    });
  });

  it("answers 404 for another company's invoice or a draft, 403 without billing, 401 anonymous", async () => {
    const ofA = await sentFor(clientA);
    const draftOfA = await draftFor(clientA);
    expect((await clientB.get(`/api/billing/invoices/${ofA.id}`)).status).toBe(404);
    expect((await clientA.get(`/api/billing/invoices/${draftOfA.id}`)).status).toBe(404);
    expect((await managerB.get(`/api/admin/invoices/${ofA.id}`)).status).toBe(404);
    expect((await managerB.post(`/api/admin/invoices/${draftOfA.id}/send`)).status).toBe(404);
    expect((await managerB.get(`/api/admin/clients/${idOf(clientA)}/invoices`)).status).toBe(404);
    expect((await managerA.get(`/api/admin/invoices/${ofA.id}`)).status).toBe(200);
    const refused = await memberA.get(`/api/billing/invoices/${ofA.id}`);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(clientAbilityRefusals.billing);
    expect((await t.anonymous.get(`/api/billing/invoices/${ofA.id}`)).status).toBe(401);
    expect((await t.anonymous.get('/api/billing/invoices')).status).toBe(401);
  });
});

describe('billing plan', () => {
  const plan = {
    name: 'Growth',
    amountMinor: 250_000,
    currency: 'usd',
    interval: 'monthly',
    startDate: '2026-01-01',
    adBudgetMinor: 500_000,
    adSpentMinor: 123_456,
  };

  it('starts empty, is set by staff within reach, and read by the client', async () => {
    const path = `/api/admin/clients/${idOf(clientB)}/billing-plan`;
    const none = { plan: null, defaultCurrency: 'USD' };
    expect(await (await admin.get(path)).json()).toEqual(none);
    expect(await (await clientB.get('/api/billing/plan-details')).json()).toEqual(none);
    expect((await managerA.request('PUT', path, plan)).status).toBe(404);

    const res = await managerB.request('PUT', path, plan);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ ...plan, currency: 'USD' });
    const changed = await managerB.request('PUT', path, { ...plan, adSpentMinor: 200_000 });
    expect((await changed.json()).adSpentMinor).toBe(200_000);

    const { plan: seen } = await (await clientB.get('/api/billing/plan-details')).json();
    expect(seen).toMatchObject({ name: 'Growth', adSpentMinor: 200_000 });
    const audited = await t.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'billing_plan_changed'), eq(auditEvents.clientId, idOf(clientB))))
      .orderBy(auditEvents.at);
    expect(audited).toHaveLength(2);
    expect(audited[1]?.details).toMatchObject({
      from: { adSpentMinor: 123_456 },
      to: { adSpentMinor: 200_000 },
    });
  });
});
