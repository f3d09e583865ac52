import type { ClientInvoice, Invoice } from '../../../shared/contracts/billing';
import { invoiceDisplayState } from '../../../shared/domain/billing';
import { invoiceTotals } from '../../../shared/domain/invoice-totals';
import type { invoiceItems, invoices } from '../../db/schema/index';

type InvoiceRow = typeof invoices.$inferSelect;
type ItemRow = typeof invoiceItems.$inferSelect;

const iso = (at: Date | null) => at?.toISOString() ?? null;

/**
 * An invoice as staff read it. A sent invoice shows the totals stored when it was sent; a draft's are
 * computed from its lines now, so the editor always shows what sending would store.
 */
export function toInvoice(row: InvoiceRow, items: readonly ItemRow[], today: string): Invoice {
  const lines = [...items].sort((a, b) => a.position - b.position);
  const computed = invoiceTotals(lines, row);
  return {
    id: row.id,
    clientId: row.clientId,
    number: row.number,
    state: row.state,
    displayState: invoiceDisplayState(row, today),
    currency: row.currency,
    items: lines.map(({ description, quantity, unitPriceMinor }) => ({
      description,
      quantity,
      unitPriceMinor,
    })),
    taxRateBasisPoints: row.taxRateBasisPoints,
    subtotalMinor: row.subtotalMinor ?? computed.subtotalMinor,
    discountMinor: row.discountMinor,
    taxMinor: row.taxMinor ?? computed.taxMinor,
    totalMinor: row.totalMinor ?? computed.totalMinor,
    netTermsDays: row.netTermsDays,
    notes: row.notes,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    sentAt: iso(row.sentAt),
    paidAt: iso(row.paidAt),
    paidNote: row.paidNote,
    voidedAt: iso(row.voidedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The same invoice as the client's people read it: never a draft, and without the agency's payment note. */
export function toClientInvoice(invoice: Invoice): ClientInvoice {
  const { paidNote: _agencyOnly, number, displayState, ...rest } = invoice;
  if (number === null || displayState === 'draft') throw new Error('A draft is never shown to a client');
  return { ...rest, number, displayState };
}
