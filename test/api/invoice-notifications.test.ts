import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createClientMember } from '../../src/server/db/factories';
import { agencySettings, notifications, outboxEmails } from '../../src/server/db/schema/index';
import { createScheduledNotifications } from '../../src/server/notifications/schedule-notifications';
import { sendDueNotificationEmails } from '../../src/server/notifications/send-due-emails';
import type { Invoice } from '../../src/shared/contracts/billing';
import { addDays } from '../../src/shared/domain/billing';
import { calendarDateText } from '../../src/shared/domain/date-text';
import { notificationMailDeps } from '../support/notification-mail';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await t.actors());
});
afterAll(() => t.close());

/** A company with its owner, a billing member and a plain member. */
async function company(billingProfile: { emailNotifications?: boolean } = {}) {
  const owner = await createClient(t.db);
  return {
    owner,
    billing: await createClientMember(t.db, owner.id, 'billing', { profile: billingProfile }),
    member: await createClientMember(t.db, owner.id, 'member'),
  };
}

/** An invoice of $1,100.00 sent by an admin today (the agency's date), due after `netTermsDays`. */
async function sentInvoice(clientId: string, netTermsDays = 14): Promise<Invoice> {
  const draft = await admin.post(`/api/admin/clients/${clientId}/invoices`, {
    currency: 'USD',
    items: [{ description: 'Retainer', quantity: 1, unitPriceMinor: 110_000 }],
    taxRateBasisPoints: 0,
    discountMinor: 0,
    netTermsDays,
    notes: null,
  });
  expect(draft.status, await draft.clone().text()).toBe(201);
  const sent = await admin.post(`/api/admin/invoices/${((await draft.json()) as Invoice).id}/send`);
  expect(sent.status, await sent.clone().text()).toBe(200);
  return sent.json();
}

const bellOf = (userId: string) =>
  t.db
    .select({ kind: notifications.kind, title: notifications.title, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), like(notifications.kind, 'invoice_%')))
    .orderBy(notifications.createdAt);
const mailTo = (email: string) => t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
const schedule = (now: Date) => createScheduledNotifications({ db: t.db, realtime: t.deps.realtime }, now);
/** The agency's zone is UTC here: `hour` on a calendar date, as an instant. */
const at = (date: string, hour: string) => new Date(`${date}T${hour}:00Z`);
const numberOf = (invoice: Invoice) => invoice.number as string;
const dueOf = (invoice: Invoice) => invoice.dueDate as string;

describe('a new invoice', () => {
  it("tells the company's owner and billing members in the bell and by email, as their toggles allow; a member hears nothing", async () => {
    const { owner, billing, member } = await company({ emailNotifications: false });
    const invoice = await sentInvoice(owner.id, 30);

    const expected = {
      kind: 'invoice_sent',
      title: `New invoice ${numberOf(invoice)}: $1,100.00, due ${calendarDateText(dueOf(invoice))}`,
      link: '/dashboard/billing',
    };
    expect(await bellOf(owner.id)).toEqual([expected]);
    expect(await bellOf(billing.id)).toEqual([expected]);
    expect(await bellOf(member.id)).toEqual([]);

    // The email follows the same notifications, a minute after the real now: the billing member turned
    // email notifications off, so only the owner gets one.
    await sendDueNotificationEmails(notificationMailDeps(t), new Date(Date.now() + 60_000));
    expect((await mailTo(owner.email)).map((mail) => mail.subject)).toEqual([expected.title]);
    expect(await mailTo(billing.email)).toEqual([]);
    expect(await mailTo(member.email)).toEqual([]);
  });
});

describe('invoice reminders', () => {
  it('reminds three days before, on the due date and once overdue, each once, at 9:00 on the agency date', async () => {
    const { owner, billing, member } = await company();
    const invoice = await sentInvoice(owner.id);
    const due = dueOf(invoice);
    const facts = `Invoice ${numberOf(invoice)} ($1,100.00)`;
    const reminders = async (userId: string) =>
      (await bellOf(userId)).filter((row) => row.kind !== 'invoice_sent').map((row) => row.title);

    await schedule(at(addDays(due, -4), '12:00'));
    await schedule(at(addDays(due, -3), '08:59'));
    expect(await reminders(owner.id)).toEqual([]);

    await schedule(at(addDays(due, -3), '09:00'));
    const dueSoon = `${facts} is due ${calendarDateText(due)}`;
    expect(await reminders(owner.id)).toEqual([dueSoon]);
    // Later passes that day and the days up to the due date find it made.
    await schedule(at(addDays(due, -3), '15:00'));
    await schedule(at(addDays(due, -1), '09:30'));
    expect(await reminders(owner.id)).toEqual([dueSoon]);

    await schedule(at(due, '09:00'));
    await schedule(at(due, '18:00'));
    const dueToday = `${facts} is due today`;
    expect(await reminders(owner.id)).toEqual([dueSoon, dueToday]);

    await schedule(at(addDays(due, 1), '09:00'));
    await schedule(at(addDays(due, 2), '09:00'));
    await schedule(at(addDays(due, 5), '09:00'));
    const overdue = `${facts} is overdue: it was due ${calendarDateText(due)}`;
    expect(await reminders(owner.id)).toEqual([dueSoon, dueToday, overdue]);
    expect(await reminders(billing.id)).toEqual([dueSoon, dueToday, overdue]);
    expect(await reminders(member.id)).toEqual([]);
    expect((await bellOf(owner.id)).map((row) => row.link)).toEqual(Array(4).fill('/dashboard/billing'));
    expect((await bellOf(owner.id)).map((row) => row.kind)).toEqual([
      'invoice_sent',
      'invoice_due_soon',
      'invoice_due_today',
      'invoice_overdue',
    ]);
  });

  it('says nothing of a paid or void invoice, and stops once an invoice is paid', async () => {
    const { owner } = await company();
    const paid = await sentInvoice(owner.id);
    const voided = await sentInvoice(owner.id);
    const payingLate = await sentInvoice(owner.id);
    expect(
      (await admin.post(`/api/admin/invoices/${paid.id}/mark-paid`, { note: 'Bank transfer' })).status,
    ).toBe(200);
    expect((await admin.post(`/api/admin/invoices/${voided.id}/void`)).status).toBe(200);
    const due = dueOf(payingLate);

    await schedule(at(addDays(due, -3), '09:00'));
    expect((await bellOf(owner.id)).filter((row) => row.kind === 'invoice_due_soon')).toEqual([
      expect.objectContaining({ title: expect.stringContaining(numberOf(payingLate)) }),
    ]);
    expect(
      (await admin.post(`/api/admin/invoices/${payingLate.id}/mark-paid`, { note: 'Card' })).status,
    ).toBe(200);
    await schedule(at(due, '09:00'));
    await schedule(at(addDays(due, 1), '09:00'));
    expect((await bellOf(owner.id)).map((row) => row.kind).sort()).toEqual([
      'invoice_due_soon',
      'invoice_sent',
      'invoice_sent',
      'invoice_sent',
    ]);
  });

  it('does not remind of an invoice overdue for more than a week when first seen (after an outage)', async () => {
    const { owner } = await company();
    const invoice = await sentInvoice(owner.id);
    await schedule(at(addDays(dueOf(invoice), 8), '09:00'));
    expect((await bellOf(owner.id)).map((row) => row.kind)).toEqual(['invoice_sent']);
  });

  it("follows the agency's time zone: 9:00 there, whatever the hour in UTC", async () => {
    const { owner } = await company();
    const invoice = await sentInvoice(owner.id);
    const due = dueOf(invoice);
    // New York is five hours behind UTC in the winter and four in the summer: 9:00 there is 13:00 or
    // 14:00 UTC; 12:59 UTC is before it either way, 14:00 UTC after it.
    const agencyZone = (timeZone: string) =>
      t.db
        .insert(agencySettings)
        .values({ id: 1, timeZone })
        .onConflictDoUpdate({ target: agencySettings.id, set: { timeZone } });
    await agencyZone('America/New_York');
    try {
      await schedule(at(due, '12:59'));
      expect((await bellOf(owner.id)).map((row) => row.kind)).toEqual(['invoice_sent']);
      await schedule(at(due, '14:00'));
      expect((await bellOf(owner.id)).map((row) => row.kind)).toEqual(['invoice_sent', 'invoice_due_today']);
    } finally {
      await agencyZone('UTC');
    }
  });
});
