import { eq, sql } from 'drizzle-orm';
import { addDays, invoiceNumber } from '../../../shared/domain/billing';
import { invoiceTotals } from '../../../shared/domain/invoice-totals';
import { notificationLinks, notificationTitles } from '../../../shared/domain/notifications';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { type invoiceItems, invoiceNumberCounters, invoices } from '../../db/schema/index';
import { notifyBillingPeople } from '../../notifications/billing-people';
import type { RealtimeHub } from '../../realtime/hub';
import { publishBillingChange } from './billing-event';

type InvoiceRow = typeof invoices.$inferSelect;
type ItemRow = typeof invoiceItems.$inferSelect;

/**
 * Draft → sent, inside the caller's transaction, for both ways an invoice goes out: staff's send
 * (send-invoice.ts) and a plan's period (issue-scheduled-invoices.ts). It is issued on `issueDate` (the
 * agency's date), due after its net terms, its totals computed and stored, and it gets the next number of
 * the year. The number comes from the year's counter, bumped in this same transaction: concurrent issues
 * queue on the counter's row, and one that fails later rolls its number back, so the numbers have neither
 * gaps nor duplicates. The audit row and the billing people's notifications commit with it.
 */
export async function issueInvoice(
  tx: DbOrTx,
  {
    draft,
    items,
    issueDate,
    who,
    realtime,
  }: {
    draft: InvoiceRow;
    items: readonly ItemRow[];
    issueDate: string;
    who: AuditWho;
    realtime: RealtimeHub;
  },
): Promise<InvoiceRow> {
  const totals = invoiceTotals(items, draft);
  const { year, number } = await takeInvoiceNumber(tx, issueDate);
  const [sent] = await tx
    .update(invoices)
    .set({
      state: 'sent',
      number,
      year,
      issueDate,
      dueDate: addDays(issueDate, draft.netTermsDays),
      subtotalMinor: totals.subtotalMinor,
      taxMinor: totals.taxMinor,
      totalMinor: totals.totalMinor,
      sentAt: sql`now()`,
    })
    .where(eq(invoices.id, draft.id))
    .returning();
  if (!sent?.dueDate) throw new AppError('internal', 'Sending the invoice failed.');
  await recordAudit(tx, who, {
    action: 'invoice_sent',
    clientId: sent.clientId,
    target: { type: 'invoice', id: sent.id, label: number },
    details: { totalMinor: totals.totalMinor, currency: sent.currency },
  });
  await notifyBillingPeople({ db: tx, realtime }, sent.clientId, {
    kind: 'invoice_sent',
    title: notificationTitles.invoiceSent({
      ...totals,
      number,
      currency: sent.currency,
      dueDate: sent.dueDate,
    }),
    link: notificationLinks.clientBilling,
  });
  await publishBillingChange({ tx, realtime }, sent.clientId, sent.id);
  return sent;
}

/** The next number of `issueDate`'s year: the year's counter, bumped (made at 1) in the caller's transaction. */
async function takeInvoiceNumber(tx: DbOrTx, issueDate: string) {
  const year = Number(issueDate.slice(0, 4));
  const [counter] = await tx
    .insert(invoiceNumberCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: invoiceNumberCounters.year,
      set: { last: sql`${invoiceNumberCounters.last} + 1` },
    })
    .returning({ last: invoiceNumberCounters.last });
  if (!counter) throw new AppError('internal', 'Numbering the invoice failed.');
  return { year, number: invoiceNumber(year, counter.last) };
}
