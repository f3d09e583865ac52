import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createClientMember } from '../../src/server/db/factories';
import {
  agencySettings,
  auditEvents,
  billingPlans,
  invoiceNumberCounters,
  invoices,
  notifications,
} from '../../src/server/db/schema/index';
import { issueScheduledInvoices } from '../../src/server/features/invoices/issue-scheduled-invoices';
import { createJobs } from '../../src/server/jobs/jobs';
import type { Invoice } from '../../src/shared/contracts/billing';
import { notificationMailDeps } from '../support/notification-mail';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await t.actors());
});
afterAll(() => t.close());
// Each test's plans alone: a pass issues for every plan in the database.
afterEach(() => t.db.delete(billingPlans));

// The agency's time zone is UTC here, so an instant's UTC date is the agency's date.
const pass = (now: string) => issueScheduledInvoices({ db: t.db, realtime: t.deps.realtime }, new Date(now));

type PlanBody = { name: string; amountMinor: number; currency: string; interval: string; startDate: string };
async function setPlan(clientId: string, plan: Partial<PlanBody> = {}) {
  const body = {
    name: 'Growth retainer',
    amountMinor: 250_000,
    currency: 'USD',
    interval: 'monthly',
    startDate: '2026-11-15',
    adBudgetMinor: null,
    adSpentMinor: null,
    ...plan,
  };
  const res = await admin.request('PUT', `/api/admin/clients/${clientId}/billing-plan`, body);
  expect(res.status, await res.clone().text()).toBe(200);
}

/** What staff see on the client's Billing tab, oldest first. */
async function invoicesOf(clientId: string): Promise<Invoice[]> {
  const res = await admin.get(`/api/admin/clients/${clientId}/invoices`);
  expect(res.status).toBe(200);
  const { invoices: list } = (await res.json()) as { invoices: Invoice[] };
  return list.reverse();
}

/** Every number of each year was given once, from 001 up to the year's counter: no gaps, no duplicates. */
async function expectGapFreeNumbers() {
  const counters = await t.db.select().from(invoiceNumberCounters);
  for (const { year, last } of counters) {
    const numbers = await t.db
      .select({ number: invoices.number })
      .from(invoices)
      .where(and(eq(invoices.year, year), isNotNull(invoices.number)))
      .orderBy(asc(invoices.number));
    expect(numbers.map((row) => row.number)).toEqual(
      Array.from({ length: last }, (_, i) => `INV-${year}-${String(i + 1).padStart(3, '0')}`),
    );
  }
}

describe('scheduled invoices', () => {
  it("issues a monthly plan's invoice for the current period only, once, with two instances and after restarts", async () => {
    const client = await createClient(t.db);
    const billing = await createClientMember(t.db, client.id, 'billing');
    await setPlan(client.id);

    // Two instances run the pass at the same moment on Dec 20 (the period began Dec 15; Nov 15's is
    // not billed after the fact), then later passes in the same period.
    expect(await Promise.all([pass('2026-12-20T12:00:00Z'), pass('2026-12-20T12:00:00Z')])).toEqual(
      expect.arrayContaining([1, 0]),
    );
    await pass('2026-12-20T12:10:00Z');
    await pass('2027-01-14T23:59:00Z');
    const [invoice, ...more] = await invoicesOf(client.id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({
      state: 'sent',
      currency: 'USD',
      items: [{ description: 'Growth retainer — Dec 2026', quantity: 1, unitPriceMinor: 250_000 }],
      taxRateBasisPoints: 0,
      discountMinor: 0,
      totalMinor: 250_000,
      netTermsDays: 14,
      issueDate: '2026-12-20',
      dueDate: '2027-01-03',
      number: expect.stringMatching(/^INV-2026-\d{3}$/),
    });
    const [row] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoice?.id ?? ''));
    expect(row?.planPeriodStart).toBe('2026-12-15');

    // The billing people hear of it as of any new invoice, and the log names no person for it.
    expect(
      await t.db
        .select({ title: notifications.title, link: notifications.link })
        .from(notifications)
        .where(eq(notifications.recipientId, billing.id)),
    ).toEqual([
      { title: `New invoice ${invoice?.number}: $2,500.00, due Jan 03, 2027`, link: '/dashboard/billing' },
    ]);
    expect(
      await t.db
        .select({ action: auditEvents.action, actorId: auditEvents.actorId, clientId: auditEvents.clientId })
        .from(auditEvents)
        .where(eq(auditEvents.targetId, invoice?.id ?? '')),
    ).toEqual([{ action: 'invoice_sent', actorId: null, clientId: client.id }]);

    // The next period, on its first day (just after midnight), is the next number of its year.
    await Promise.all([pass('2027-01-15T00:05:00Z'), pass('2027-01-15T00:05:00Z')]);
    expect((await invoicesOf(client.id)).map((one) => one.items[0]?.description)).toEqual([
      'Growth retainer — Dec 2026',
      'Growth retainer — Jan 2027',
    ]);
    await expectGapFreeNumbers();
  });

  it('labels quarterly and yearly periods, and clamps a month-end start to shorter months', async () => {
    const [quarterly, yearly, monthEnd] = [
      await createClient(t.db),
      await createClient(t.db),
      await createClient(t.db),
    ];
    await setPlan(quarterly.id, { name: 'SEO', interval: 'quarterly', startDate: '2026-10-01' });
    await setPlan(yearly.id, {
      name: 'Hosting',
      interval: 'yearly',
      startDate: '2025-01-01',
      currency: 'EUR',
    });
    await setPlan(monthEnd.id, { name: 'Ads', interval: 'monthly', startDate: '2027-01-31' });

    expect(await pass('2027-01-01T08:00:00Z')).toBe(2);
    await pass('2027-01-31T08:00:00Z');
    // February has no 31st: its period starts on the 28th.
    await pass('2027-02-27T08:00:00Z');
    expect(await pass('2027-02-28T08:00:00Z')).toBe(1);
    const descriptions = async (clientId: string) =>
      (await invoicesOf(clientId)).map((one) => [one.items[0]?.description, one.issueDate]);
    expect(await descriptions(quarterly.id)).toEqual([['SEO — Q1 2027', '2027-01-01']]);
    expect(await descriptions(yearly.id)).toEqual([['Hosting — 2027', '2027-01-01']]);
    expect(await descriptions(monthEnd.id)).toEqual([
      ['Ads — Jan 2027', '2027-01-31'],
      ['Ads — Feb 2027', '2027-02-28'],
    ]);
    await expectGapFreeNumbers();
  });

  it('issues nothing for a plan that starts in the future, until its first day', async () => {
    const client = await createClient(t.db);
    await setPlan(client.id, { startDate: '2027-03-01' });
    expect(await pass('2027-02-28T23:59:00Z')).toBe(0);
    expect(await invoicesOf(client.id)).toEqual([]);
    expect(await pass('2027-03-01T00:00:00Z')).toBe(1);
    expect((await invoicesOf(client.id)).map((one) => one.items[0]?.description)).toEqual([
      'Growth retainer — Mar 2027',
    ]);
  });

  it("issues on the period's first day in the agency's time zone", async () => {
    const client = await createClient(t.db);
    await setPlan(client.id, { startDate: '2027-06-01' });
    const agencyZone = (timeZone: string) =>
      t.db
        .insert(agencySettings)
        .values({ id: 1, timeZone })
        .onConflictDoUpdate({ target: agencySettings.id, set: { timeZone } });
    // Auckland is twelve hours ahead of UTC in June: its June 1 begins at 12:00 UTC on May 31.
    await agencyZone('Pacific/Auckland');
    try {
      expect(await pass('2027-05-31T11:59:00Z')).toBe(0);
      expect(await pass('2027-05-31T12:00:00Z')).toBe(1);
    } finally {
      await agencyZone('UTC');
    }
    expect((await invoicesOf(client.id)).map((one) => [one.items[0]?.description, one.issueDate])).toEqual([
      ['Growth retainer — Jun 2027', '2027-06-01'],
    ]);
  });

  it("applies a plan's change from the next period: the issued invoice stays as it was", async () => {
    const client = await createClient(t.db);
    await setPlan(client.id, { startDate: '2027-04-01' });
    expect(await pass('2027-04-01T10:00:00Z')).toBe(1);

    await setPlan(client.id, { startDate: '2027-04-01', name: 'Scale retainer', amountMinor: 400_000 });
    expect(await pass('2027-04-02T10:00:00Z')).toBe(0);
    // Nor does voiding the period's invoice issue it again: staff send the replacement themselves.
    const [april] = await invoicesOf(client.id);
    expect((await admin.post(`/api/admin/invoices/${april?.id}/void`)).status).toBe(200);
    expect(await pass('2027-04-03T10:00:00Z')).toBe(0);
    expect(await pass('2027-05-01T10:00:00Z')).toBe(1);
    expect((await invoicesOf(client.id)).map((one) => [one.items[0]?.description, one.totalMinor])).toEqual([
      ['Growth retainer — Apr 2027', 250_000],
      ['Scale retainer — May 2027', 400_000],
    ]);
    await expectGapFreeNumbers();
  });

  it('never bills days an issued period covers again when the interval or the start date changes', async () => {
    const client = await createClient(t.db);
    await setPlan(client.id, { startDate: '2027-01-01', interval: 'yearly' });
    expect(await pass('2027-01-01T10:00:00Z')).toBe(1);
    // Yearly to monthly in December: the year's invoice covers December, so January is the first month.
    await setPlan(client.id, { startDate: '2027-01-01', interval: 'monthly' });
    expect(await pass('2027-12-07T10:00:00Z')).toBe(0);
    expect(await pass('2028-01-01T10:00:00Z')).toBe(1);
    // January billed from Jan 1; moving the start to Jan 15 makes a period that starts inside it.
    await setPlan(client.id, { startDate: '2028-01-15', interval: 'monthly' });
    expect(await pass('2028-01-15T10:00:00Z')).toBe(0);
    expect(await pass('2028-02-15T10:00:00Z')).toBe(1);
    expect((await invoicesOf(client.id)).map((one) => one.items[0]?.description)).toEqual([
      'Growth retainer — 2027',
      'Growth retainer — Jan 2028',
      'Growth retainer — Feb 2028',
    ]);
    await expectGapFreeNumbers();
  });

  it('issues nothing for a suspended company, and picks up once it is restored', async () => {
    const client = await createClient(t.db);
    await setPlan(client.id, { startDate: '2027-06-01' });
    expect((await admin.post(`/api/admin/clients/${client.id}/suspend`)).status).toBe(200);
    expect(await pass('2027-06-01T10:00:00Z')).toBe(0);
    expect((await admin.post(`/api/admin/clients/${client.id}/restore`)).status).toBe(200);
    expect(await pass('2027-06-02T10:00:00Z')).toBe(1);
  });

  // Starting the job queue takes a few seconds.
  it('runs as a job the wiring hands in: once at start, whatever the clock', {
    timeout: 60_000,
  }, async () => {
    const client = await createClient(t.db);
    await setPlan(client.id, { startDate: new Date().toISOString().slice(0, 10), interval: 'yearly' });
    const jobs = createJobs({
      database: t.deps.database,
      realtime: t.deps.realtime,
      mail: notificationMailDeps(t),
      extraPasses: [
        {
          queue: 'scheduled-invoices',
          cron: '*/10 * * * *',
          run: () => issueScheduledInvoices({ db: t.db, realtime: t.deps.realtime }),
        },
      ],
    });
    try {
      await jobs.start();
      await expect.poll(() => invoicesOf(client.id), { timeout: 30_000 }).toHaveLength(1);
    } finally {
      await jobs.stop();
    }
  });
});
