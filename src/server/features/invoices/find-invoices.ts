import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Invoice } from '../../../shared/contracts/billing';
import { billingMessages } from '../../../shared/domain/billing';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { invoiceItems, invoices } from '../../db/schema/index';
import { type Reach, withinReach } from '../../identity/client-reach';
import { agencyToday } from './agency-today';
import { toInvoice } from './invoice-dto';

/**
 * The invoices a caller may see: the reach's clients for staff; for a client's people, their company's and
 * never a draft (a draft is the agency's work in progress). Anything else is simply not found.
 */
export const visibleInvoices = (reach: Reach) =>
  and(
    withinReach(reach, invoices.clientId),
    reach.kind === 'company' ? ne(invoices.state, 'draft') : undefined,
  );

/** One client's invoices, newest first, with their lines. */
export async function listInvoices(db: DbOrTx, reach: Reach, clientId: string): Promise<Invoice[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.clientId, clientId), visibleInvoices(reach)))
    .orderBy(desc(invoices.createdAt), desc(invoices.id));
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(invoiceItems)
    .where(
      inArray(
        invoiceItems.invoiceId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(invoiceItems.position));
  const today = await agencyToday(db);
  return rows.map((row) =>
    toInvoice(
      row,
      items.filter((item) => item.invoiceId === row.id),
      today,
    ),
  );
}

/** One invoice the caller may see, or 'Invoice not found'. */
export async function getInvoice(db: DbOrTx, reach: Reach, invoiceId: string): Promise<Invoice> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), visibleInvoices(reach)));
  if (!row) throw new AppError('not_found', billingMessages.invoiceNotFound);
  const items = await db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId));
  return toInvoice(row, items, await agencyToday(db));
}
