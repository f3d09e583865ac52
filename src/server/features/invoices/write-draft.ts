import { eq } from 'drizzle-orm';
import type { Invoice, InvoiceInput } from '../../../shared/contracts/billing';
import { billingMessages } from '../../../shared/domain/billing';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { invoiceItems, invoices } from '../../db/schema/index';
import type { Reach } from '../../identity/client-reach';
import { lockClientAccount, requireClientAccount } from '../../identity/require-client-account';
import type { RealtimeHub } from '../../realtime/hub';
import { agencyToday } from './agency-today';
import { publishDraftChange } from './billing-event';
import { toInvoice } from './invoice-dto';
import { lockInvoiceIn } from './lock-invoice';

type DraftChange = { db: DbOrTx; realtime: RealtimeHub; who: AuditWho; reach: Reach };

const onlyDrafts = () => billingMessages.onlyDrafts;
const draftFields = (input: InvoiceInput) => ({
  currency: input.currency,
  taxRateBasisPoints: input.taxRateBasisPoints,
  discountMinor: input.discountMinor,
  netTermsDays: input.netTermsDays,
  notes: input.notes,
});

async function writeItems(tx: DbOrTx, invoiceId: string, input: InvoiceInput) {
  if (input.items.length === 0) return [];
  return tx
    .insert(invoiceItems)
    .values(input.items.map((item, position) => ({ invoiceId, position, ...item })))
    .returning();
}

/** A new draft for a client the caller reaches: no number, no dates, until it is sent. */
export async function createDraft({
  db,
  realtime,
  who,
  reach,
  staffId,
  clientId,
  input,
}: DraftChange & { staffId: string; clientId: string; input: InvoiceInput }): Promise<Invoice> {
  await requireClientAccount(db, clientId, reach);
  const today = await agencyToday(db);
  return db.transaction(async (tx) => {
    // The client may be deleted meanwhile: 404, not a foreign-key failure.
    await lockClientAccount(tx, clientId);
    const [row] = await tx
      .insert(invoices)
      .values({ clientId, createdBy: staffId, ...draftFields(input) })
      .returning();
    if (!row) throw new AppError('internal', 'Saving the invoice failed.');
    const items = await writeItems(tx, row.id, input);
    await recordAudit(tx, who, {
      action: 'invoice_drafted',
      clientId,
      target: { type: 'invoice', id: row.id },
    });
    await publishDraftChange({ tx, realtime }, row.id);
    return toInvoice(row, items, today);
  });
}

/** Replaces a draft's content, lines included. A sent invoice's content never changes: 409. */
export async function updateDraft({
  db,
  realtime,
  who,
  reach,
  invoiceId,
  input,
}: DraftChange & { invoiceId: string; input: InvoiceInput }): Promise<Invoice> {
  const today = await agencyToday(db);
  return db.transaction(async (tx) => {
    const draft = await lockInvoiceIn(tx, { reach, invoiceId, from: 'draft', refusal: onlyDrafts });
    const [row] = await tx
      .update(invoices)
      .set(draftFields(input))
      .where(eq(invoices.id, invoiceId))
      .returning();
    if (!row) throw new AppError('internal', 'Saving the invoice failed.');
    await tx.delete(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId));
    const items = await writeItems(tx, invoiceId, input);
    await recordAudit(tx, who, {
      action: 'invoice_edited',
      clientId: draft.clientId,
      target: { type: 'invoice', id: invoiceId },
    });
    await publishDraftChange({ tx, realtime }, invoiceId);
    return toInvoice(row, items, today);
  });
}

/** Deletes a draft; a sent invoice is voided instead, so its number stays accounted for: 409. */
export async function deleteDraft({
  db,
  realtime,
  who,
  reach,
  invoiceId,
}: DraftChange & { invoiceId: string }) {
  await db.transaction(async (tx) => {
    const draft = await lockInvoiceIn(tx, { reach, invoiceId, from: 'draft', refusal: onlyDrafts });
    await recordAudit(tx, who, {
      action: 'invoice_deleted',
      clientId: draft.clientId,
      target: { type: 'invoice', id: invoiceId },
    });
    await tx.delete(invoices).where(eq(invoices.id, invoiceId));
    await publishDraftChange({ tx, realtime }, invoiceId);
  });
}
