import { eq } from 'drizzle-orm';
import type { Invoice } from '../../../shared/contracts/billing';
import { billingMessages } from '../../../shared/domain/billing';
import type { AuditWho } from '../../audit/audit-person';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { invoiceItems } from '../../db/schema/index';
import type { Reach } from '../../identity/client-reach';
import type { RealtimeHub } from '../../realtime/hub';
import { agencyToday } from './agency-today';
import { toInvoice } from './invoice-dto';
import { issueInvoice } from './issue-invoice';
import { lockInvoiceIn } from './lock-invoice';

/**
 * Staff send a draft: it is issued today (the agency's date) with the next number of the year, and the
 * company's billing people hear of it, all in one transaction (issue-invoice.ts).
 */
export async function sendInvoice({
  db,
  who,
  reach,
  realtime,
  invoiceId,
}: {
  db: DbOrTx;
  who: AuditWho;
  reach: Reach;
  realtime: RealtimeHub;
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
    const issueDate = await agencyToday(tx);
    const sent = await issueInvoice(tx, { draft, items, issueDate, who, realtime });
    return toInvoice(sent, items, issueDate);
  });
}
