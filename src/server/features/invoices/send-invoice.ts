import { eq, sql } from 'drizzle-orm';
import type { Invoice } from '../../../shared/contracts/billing';
import { addDays, billingMessages, invoiceNumber } from '../../../shared/domain/billing';
import { invoiceTotals } from '../../../shared/domain/invoice-totals';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { invoiceItems, invoiceNumberCounters, invoices } from '../../db/schema/index';
import type { Reach } from '../../identity/client-reach';
import { agencyToday } from './agency-today';
import { toInvoice } from './invoice-dto';
import { lockInvoiceIn } from './lock-invoice';

/**
 * Draft → sent: the invoice is issued today (the agency's date), due after its net terms, its totals
 * computed and stored, and it gets the next number of the year. The number comes from the year's counter,
 * bumped in this same transaction: concurrent sends queue on the counter's row, and a send that fails
 * later rolls its number back, so the numbers have neither gaps nor duplicates.
 */
export async function sendInvoice({
  db,
  who,
  reach,
  invoiceId,
}: {
  db: DbOrTx;
  who: AuditWho;
  reach: Reach;
  invoiceId: string;
}): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const draft = await lockInvoiceIn(tx, {
      reach,
      invoiceId,
      from: 'draft',
      refusal: billingMessages.cannotSend,
    });
    const items = await tx.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId));
    if (items.length === 0) throw new AppError('conflict', billingMessages.itemsRequired);
    const totals = invoiceTotals(items, draft);
    const issueDate = await agencyToday(tx);
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
    const number = invoiceNumber(year, counter.last);
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
      .where(eq(invoices.id, invoiceId))
      .returning();
    if (!sent) throw new AppError('internal', 'Sending the invoice failed.');
    await recordAudit(tx, who, {
      action: 'invoice_sent',
      clientId: sent.clientId,
      target: { type: 'invoice', id: invoiceId, label: number },
      details: { totalMinor: totals.totalMinor, currency: sent.currency },
    });
    return toInvoice(sent, items, issueDate);
  });
}
