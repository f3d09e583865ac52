import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Invoice } from '../../../shared/contracts/billing';
import { billingMessages } from '../../../shared/domain/billing';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { invoiceItems, invoices } from '../../db/schema/index';
import type { Reach } from '../../identity/client-reach';
import type { RealtimeHub } from '../../realtime/hub';
import { agencyToday } from './agency-today';
import { publishBillingChange } from './billing-event';
import { toInvoice } from './invoice-dto';
import { lockInvoiceIn } from './lock-invoice';

type Settlement = { db: DbOrTx; realtime: RealtimeHub; who: AuditWho; reach: Reach; invoiceId: string };

/** Sent → void: the number stays taken (no gaps), the content stays as sent; a new draft replaces it. */
export function voidInvoice(change: Settlement): Promise<Invoice> {
  return settle(change, {
    refusal: billingMessages.cannotVoid,
    changes: { state: 'void', voidedAt: sql`now()` },
    action: 'invoice_voided',
    details: {},
  });
}

/** Sent → paid, with the agency's note on the payment (a transfer's reference, a cheque ...). */
export function markInvoicePaid(change: Settlement & { note: string | null }): Promise<Invoice> {
  return settle(change, {
    refusal: billingMessages.cannotMarkPaid,
    changes: { state: 'paid', paidAt: sql`now()`, paidNote: change.note },
    action: 'invoice_paid',
    details: change.note ? { note: change.note } : {},
  });
}

/** A sent invoice's one last move; from any other state 409, saying which it is in. */
async function settle(
  { db, realtime, who, reach, invoiceId }: Settlement,
  {
    refusal,
    changes,
    action,
    details,
  }: {
    refusal: (state: Invoice['state']) => string;
    changes: PgUpdateSetSource<typeof invoices>;
    action: 'invoice_voided' | 'invoice_paid';
    details: Record<string, unknown>;
  },
): Promise<Invoice> {
  return db.transaction(async (tx) => {
    await lockInvoiceIn(tx, { reach, invoiceId, from: 'sent', refusal });
    const [row] = await tx.update(invoices).set(changes).where(eq(invoices.id, invoiceId)).returning();
    if (!row) throw new AppError('internal', 'Saving the invoice failed.');
    await recordAudit(tx, who, {
      action,
      clientId: row.clientId,
      target: { type: 'invoice', id: invoiceId, label: row.number },
      details,
    });
    await publishBillingChange({ tx, realtime }, row.clientId, invoiceId);
    const items = await tx.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId));
    return toInvoice(row, items, await agencyToday(tx));
  });
}
