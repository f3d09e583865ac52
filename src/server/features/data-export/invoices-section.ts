import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { invoiceItems, invoices } from '../../db/schema/index';

/**
 * invoices.json: the invoices the agency sent the company (issue 50), oldest first, with their lines and
 * totals as sent. A draft is the agency's work in progress and its note on a payment is its own, so both
 * stay out, as on Billing & Plan.
 */
export async function invoicesSection(tx: DbOrTx, clientId: string) {
  const rows = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.clientId, clientId), ne(invoices.state, 'draft')))
    .orderBy(asc(invoices.sentAt), asc(invoices.id));
  const lines = rows.length
    ? await tx
        .select()
        .from(invoiceItems)
        .where(
          inArray(
            invoiceItems.invoiceId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(invoiceItems.position))
    : [];
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    state: row.state,
    currency: row.currency,
    items: lines
      .filter((line) => line.invoiceId === row.id)
      .map(({ description, quantity, unitPriceMinor }) => ({ description, quantity, unitPriceMinor })),
    subtotalMinor: row.subtotalMinor,
    discountMinor: row.discountMinor,
    taxRateBasisPoints: row.taxRateBasisPoints,
    taxMinor: row.taxMinor,
    totalMinor: row.totalMinor,
    notes: row.notes,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    sentAt: row.sentAt,
    paidAt: row.paidAt,
    voidedAt: row.voidedAt,
  }));
}
