import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createManager } from '../../src/server/db/factories';
import { auditEvents, invoices } from '../../src/server/db/schema/index';
import type { Invoice } from '../../src/shared/contracts/billing';
import type { ReceivablesAnswer } from '../../src/shared/contracts/receivables';
import { addDays } from '../../src/shared/domain/billing';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';

// The agency's receivables (issue 50): every client's sent invoices within the caller's reach, the
// per-currency cards, the filters and the CSV. Each test file has a database of its own, so the sums
// below are exactly this file's invoices.

let t: TestApp;
let admin: Caller;
let clientA: Caller;
let clientB: Caller;
let managerA: Caller;
let formulaClientId: string;
const idOf = (caller: Caller) => caller.userId as string;
const formulaName = '=HYPERLINK("http://evil.example","Pay")';

/** A sent invoice of one line for `clientId`; netTermsDays 0 makes it due the day it is sent. */
async function sent(clientId: string, currency: string, amountMinor: number, netTermsDays = 14) {
  const draft = await admin.post(`/api/admin/clients/${clientId}/invoices`, {
    currency,
    items: [{ description: 'Retainer', quantity: 1, unitPriceMinor: amountMinor }],
    taxRateBasisPoints: 0,
    discountMinor: 0,
    netTermsDays,
    notes: null,
  });
  expect(draft.status, await draft.clone().text()).toBe(201);
  const { id } = (await draft.json()) as Invoice;
  const res = await admin.post(`/api/admin/invoices/${id}/send`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Invoice;
}

let pendingA: Invoice;
let overdueA: Invoice;
let paidA: Invoice;
let paidLastMonthA: Invoice;
let pendingB: Invoice;
let voidB: Invoice;
let formulaInvoice: Invoice;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, clientA, clientB } = await t.actors());
  managerA = await t.signIn((await createManager(t.db, [idOf(clientA)])).email);
  formulaClientId = (await createClient(t.db, { profile: { companyName: formulaName } })).id;

  pendingA = await sent(idOf(clientA), 'EUR', 100_000);
  // Overdue: sent due today, then (fixture data) due yesterday in the agency's calendar.
  overdueA = await sent(idOf(clientA), 'EUR', 20_000, 0);
  await t.db
    .update(invoices)
    .set({ dueDate: addDays(overdueA.issueDate as string, -1) })
    .where(eq(invoices.id, overdueA.id));
  paidA = await sent(idOf(clientA), 'USD', 30_000);
  expect((await admin.post(`/api/admin/invoices/${paidA.id}/mark-paid`, {})).status).toBe(200);
  paidLastMonthA = await sent(idOf(clientA), 'USD', 5_000);
  expect((await admin.post(`/api/admin/invoices/${paidLastMonthA.id}/mark-paid`, {})).status).toBe(200);
  // Forty days back is always an earlier calendar month: paid, but not this month.
  await t.db
    .update(invoices)
    .set({ paidAt: sql`now() - interval '40 days'` })
    .where(eq(invoices.id, paidLastMonthA.id));
  pendingB = await sent(idOf(clientB), 'EUR', 40_000);
  voidB = await sent(idOf(clientB), 'EUR', 50_000);
  expect((await admin.post(`/api/admin/invoices/${voidB.id}/void`)).status).toBe(200);
  formulaInvoice = await sent(formulaClientId, 'USD', 60_000);
  // A draft is never a receivable, in the list or the sums.
  const draft = await admin.post(`/api/admin/clients/${idOf(clientA)}/invoices`, {
    currency: 'EUR',
    items: [{ description: 'Not sent', quantity: 1, unitPriceMinor: 70_000 }],
    taxRateBasisPoints: 0,
    discountMinor: 0,
    netTermsDays: 14,
    notes: null,
  });
  expect(draft.status).toBe(201);
});
afterAll(() => t.close());

async function receivables(caller: Caller, query = ''): Promise<ReceivablesAnswer> {
  const res = await caller.get(`/api/admin/billing/receivables${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}
const ids = (answer: ReceivablesAnswer) => answer.invoices.map((invoice) => invoice.id).sort();
const idsOf = (...list: Invoice[]) => list.map((invoice) => invoice.id).sort();

const everySummary = [
  { currency: 'EUR', outstandingMinor: 160_000, overdueMinor: 20_000, paidThisMonthMinor: 0 },
  { currency: 'USD', outstandingMinor: 60_000, overdueMinor: 0, paidThisMonthMinor: 30_000 },
];

describe('the receivables page', () => {
  it('sums each currency over every client for an admin: outstanding, overdue, paid this month', async () => {
    const answer = await receivables(admin);
    expect(answer.summary).toEqual(everySummary);
  });

  it('opens on the outstanding invoices, newest first, each with its client and shown state', async () => {
    const answer = await receivables(admin);
    expect(answer.invoices.map((invoice) => invoice.id)).toEqual([
      formulaInvoice.id,
      pendingB.id,
      overdueA.id,
      pendingA.id,
    ]);
    expect(answer.invoices[2]).toEqual({
      id: overdueA.id,
      clientId: idOf(clientA),
      clientName: 'Able Co',
      number: overdueA.number,
      displayState: 'overdue',
      currency: 'EUR',
      totalMinor: 20_000,
      issueDate: overdueA.issueDate,
      dueDate: addDays(overdueA.issueDate as string, -1),
      paidAt: null,
    });
    expect(answer.invoices[0]).toMatchObject({ clientName: formulaName, displayState: 'pending' });
    expect(answer.capped).toBe(false);
  });

  it('filters by state and client, never by the cards, and never lists a draft', async () => {
    expect(ids(await receivables(admin, '?state=overdue'))).toEqual(idsOf(overdueA));
    expect(ids(await receivables(admin, '?state=paid'))).toEqual(idsOf(paidA, paidLastMonthA));
    expect(ids(await receivables(admin, '?state=void'))).toEqual(idsOf(voidB));
    const all = await receivables(admin, '?state=all');
    expect(ids(all)).toEqual(
      idsOf(pendingA, overdueA, paidA, paidLastMonthA, pendingB, voidB, formulaInvoice),
    );
    const ofB = await receivables(admin, `?state=all&clientId=${idOf(clientB)}`);
    expect(ids(ofB)).toEqual(idsOf(pendingB, voidB));
    expect(ofB.invoices.map((invoice) => invoice.displayState).sort()).toEqual(['pending', 'void']);
    expect(ofB.summary).toEqual(everySummary);
    const paid = (await receivables(admin, '?state=paid')).invoices.find((one) => one.id === paidA.id);
    expect(paid?.paidAt).not.toBeNull();
  });

  it('offers the clients with sent invoices, by the name the agency knows them by', async () => {
    const { clients } = await receivables(admin);
    expect(clients).toHaveLength(3);
    expect(clients).toEqual(
      expect.arrayContaining([
        { id: idOf(clientA), name: 'Able Co' },
        { id: idOf(clientB), name: 'Baker Ltd' },
        { id: formulaClientId, name: formulaName },
      ]),
    );
  });

  it("shows an account manager only their clients' invoices, sums and names", async () => {
    const answer = await receivables(managerA, '?state=all');
    expect(ids(answer)).toEqual(idsOf(pendingA, overdueA, paidA, paidLastMonthA));
    expect(answer.summary).toEqual([
      { currency: 'EUR', outstandingMinor: 120_000, overdueMinor: 20_000, paidThisMonthMinor: 0 },
      { currency: 'USD', outstandingMinor: 0, overdueMinor: 0, paidThisMonthMinor: 30_000 },
    ]);
    expect(answer.clients).toEqual([{ id: idOf(clientA), name: 'Able Co' }]);
    // Another client's id filters to nothing rather than reaching past the manager's clients.
    expect((await receivables(managerA, `?state=all&clientId=${idOf(clientB)}`)).invoices).toEqual([]);
  });

  it('refuses clients (403) and anonymous callers (401), and an unknown state (400)', async () => {
    for (const path of ['/api/admin/billing/receivables', '/api/admin/billing/receivables.csv']) {
      expect((await clientA.get(path)).status).toBe(403);
      expect((await t.anonymous.get(path)).status).toBe(401);
    }
    expect((await admin.get('/api/admin/billing/receivables?state=draft')).status).toBe(400);
  });
});

describe('the receivables CSV', () => {
  it('downloads the filtered invoices with decimal amounts and a neutralised formula-looking name', async () => {
    const res = await admin.get(`/api/admin/billing/receivables.csv?state=all&clientId=${formulaClientId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="receivables-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // The BOM kept (Excel reads UTF-8 by it): Response.text() would drop it.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('\uFEFFInvoice,Client,Status,Currency,Total,Issued,Due,Paid');
    expect(lines[1]).toBe(
      `${formulaInvoice.number},"'=HYPERLINK(""http://evil.example"",""Pay"")",Pending,USD,600.00,` +
        `${formulaInvoice.issueDate},${formulaInvoice.dueDate},`,
    );
    expect(lines.slice(2)).toEqual(['']);
  });

  it("gives a paid invoice the day it was paid on, and a manager only their clients' rows", async () => {
    const res = await managerA.get('/api/admin/billing/receivables.csv?state=paid');
    const lines = (await res.text()).split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(2);
    expect(lines).toContain(
      `${paidA.number},Able Co,Paid,USD,300.00,${paidA.issueDate},${paidA.dueDate},${paidA.issueDate}`,
    );
  });

  it('records the export on the audit log, with its filters', async () => {
    await admin.get('/api/admin/billing/receivables.csv?state=overdue');
    const rows = await t.db
      .select({ details: auditEvents.details, actorId: auditEvents.actorId })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'data_exported'), eq(auditEvents.targetLabel, 'Receivables CSV')));
    expect(rows).toContainEqual({
      details: { filters: { state: 'overdue' }, rows: 1 },
      actorId: idOf(admin),
    });
  });
});
