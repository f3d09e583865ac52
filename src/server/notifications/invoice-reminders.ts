import { and, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { addDays } from '../../shared/domain/billing';
import { type InvoiceFacts, notificationLinks, notificationTitles } from '../../shared/domain/notifications';
import { localTimeIn, REMINDER_HOUR } from '../../shared/domain/time-zones';
import type { Db } from '../db/connection';
import { clientMembers, invoices, profiles } from '../db/schema/index';
import type { RealtimeHub } from '../realtime/hub';
import { billingRoles } from './billing-people';
import { notifyPeople } from './notify';

/** 'Due soon' comes this many days before an invoice's due date. */
export const INVOICE_DUE_SOON_DAYS = 3;
/**
 * An invoice overdue for longer than this when first seen (after an outage, or sent already late) is not
 * reminded of: an old invoice does not suddenly remind.
 */
const OVERDUE_LOOKBACK_DAYS = 7;
const REMINDERS_PER_STATEMENT = 200;

/**
 * Reminds a company's billing people of each invoice still unpaid (sent, not paid or void): three days
 * before its due date, on the day, and once the day after, when it turns overdue. The dates are the
 * agency's (its time zone, as an invoice's overdue state is), from the hour task reminders come at. Each
 * is once-only by its tag, so every pass and instance may try. A 'due soon' missed on its exact day (an
 * outage) still comes on a later day before the due date, its title naming the date.
 */
export async function createInvoiceReminders(
  deps: { db: Db; realtime: RealtimeHub },
  agencyZone: string,
  now: Date,
): Promise<number> {
  const { date: today, hour } = localTimeIn(agencyZone, now);
  if (hour < REMINDER_HOUR) return 0;
  const due = await deps.db
    .select({
      id: invoices.id,
      clientId: invoices.clientId,
      number: invoices.number,
      totalMinor: invoices.totalMinor,
      currency: invoices.currency,
      dueDate: invoices.dueDate,
      recipientId: clientMembers.userId,
    })
    .from(invoices)
    .innerJoin(clientMembers, eq(clientMembers.clientId, invoices.clientId))
    .innerJoin(profiles, eq(profiles.id, invoices.clientId))
    .where(
      and(
        eq(invoices.state, 'sent'),
        gte(invoices.dueDate, addDays(today, -OVERDUE_LOOKBACK_DAYS)),
        lte(invoices.dueDate, addDays(today, INVOICE_DUE_SOON_DAYS)),
        inArray(clientMembers.role, billingRoles),
        // A suspended company's people hear of nothing.
        isNull(profiles.suspendedAt),
      ),
    );
  const reminders = due.flatMap(({ id, clientId, recipientId, ...row }) => {
    if (row.number === null || row.totalMinor === null || row.dueDate === null) return [];
    const invoice: InvoiceFacts = {
      ...row,
      number: row.number,
      totalMinor: row.totalMinor,
      dueDate: row.dueDate,
    };
    const [kind, title] =
      invoice.dueDate > today
        ? (['invoice_due_soon', notificationTitles.invoiceDueSoon(invoice)] as const)
        : invoice.dueDate === today
          ? (['invoice_due_today', notificationTitles.invoiceDueToday(invoice)] as const)
          : (['invoice_overdue', notificationTitles.invoiceOverdue(invoice)] as const);
    return [
      { clientId, recipientId, kind, title, link: notificationLinks.clientBilling, onceTag: `${kind}:${id}` },
    ];
  });
  let created = 0;
  // A batch per statement, as task reminders: a statement's size stays bounded after an outage.
  for (let i = 0; i < reminders.length; i += REMINDERS_PER_STATEMENT)
    created += await notifyPeople(deps, reminders.slice(i, i + REMINDERS_PER_STATEMENT));
  return created;
}
