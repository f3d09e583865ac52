import { and, eq } from 'drizzle-orm';
import { billingMessages, type InvoiceState } from '../../../shared/domain/billing';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { invoices } from '../../db/schema/index';
import type { Reach } from '../../identity/client-reach';
import { visibleInvoices } from './find-invoices';

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The invoice a change is about, locked until the transaction ends so two changes to it are taken one
 * after the other (a send and an edit, two voids): 404 outside the caller's reach, 409 with `refusal`
 * when its state is not `from`.
 */
export async function lockInvoiceIn(
  tx: DbOrTx,
  {
    reach,
    invoiceId,
    from,
    refusal,
  }: {
    reach: Reach;
    invoiceId: string;
    from: InvoiceState;
    refusal: (state: InvoiceState) => string;
  },
): Promise<InvoiceRow> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), visibleInvoices(reach)))
    .for('update');
  if (!row) throw new AppError('not_found', billingMessages.invoiceNotFound);
  if (row.state !== from) throw new AppError('conflict', refusal(row.state));
  return row;
}
