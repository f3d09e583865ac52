import { and, eq, inArray, sql } from 'drizzle-orm';
import { calendarDateText } from '../../../shared/domain/date-text';
import { formatMoney } from '../../../shared/domain/money';
import { type AuditWho, serverWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import type { DbOrTx } from '../../db/connection';
import { clientMembers, invoicePayments, invoices, users } from '../../db/schema/index';
import { queueEmail, sendQueuedEmailsNow } from '../../mail/email-queue';
import type { Email, Mailer } from '../../mail/mailer';
import type { CheckoutSummary } from '../../payments/payments';
import type { RealtimeHub } from '../../realtime/hub';
import { agencyToday } from './agency-today';
import { publishBillingChange } from './billing-event';

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Records what the payment provider said about a checkout of an invoice (the signed webhook, or the test
 * checkout's own confirmation), one row per checkout session: a replayed or late delivery finds its row
 * and changes nothing. The invoice turns paid only when the checkout is paid, for its whole total in its
 * currency, while it is still sent; anything else (unpaid, partial, another currency, already paid or
 * void) is kept as a row and leaves the invoice as it was. Turning paid mails a receipt to the company's
 * billing people.
 */
export async function recordInvoicePayment({
  db,
  realtime,
  mailer,
  appOrigin,
  who = serverWho,
  checkout,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  mailer: Mailer;
  appOrigin: string;
  who?: AuditWho;
  checkout: CheckoutSummary & { invoiceId: string };
}): Promise<{ settled: boolean }> {
  const receipts = await db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(eq(invoices.id, checkout.invoiceId))
      .for('update');
    if (!invoice) {
      // A checkout of an invoice deleted since (a draft is never paid, so this is a deleted client's).
      console.warn('A payment arrived for an invoice that no longer exists:', checkout.sessionId);
      return null;
    }
    // The invoice's lock orders every delivery about it, so reading the session's row and then writing it
    // is safe. A session already known is news only when it was unpaid and is paid now (a bank debit
    // that cleared later); a replay, or an older word arriving late, changes nothing.
    const [known] = await tx
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.sessionId, checkout.sessionId));
    if (known && (known.paid || !checkout.paid)) return null;
    const reported = {
      amountMinor: checkout.amountTotalMinor,
      currency: checkout.currency,
      paid: checkout.paid,
    };
    const [payment] = known
      ? await tx
          .update(invoicePayments)
          .set(reported)
          .where(eq(invoicePayments.id, known.id))
          .returning({ id: invoicePayments.id })
      : await tx
          .insert(invoicePayments)
          .values({
            invoiceId: invoice.id,
            provider: checkout.sessionId.startsWith('cs_local_') ? 'test' : 'stripe',
            sessionId: checkout.sessionId,
            ...reported,
          })
          .returning({ id: invoicePayments.id });
    if (!payment) return null;
    if (!paysInFull(invoice, checkout)) {
      // Money taken that does not settle the invoice (it was paid or voided meanwhile, or the amount or
      // currency differ): the agency must refund or apply it by hand, so the audit log says so.
      if (checkout.paid)
        await recordAudit(tx, who, {
          action: 'invoice_payment_unapplied',
          clientId: invoice.clientId,
          target: { type: 'invoice', id: invoice.id, label: invoice.number },
          details: {
            session: checkout.sessionId,
            amountMinor: checkout.amountTotalMinor,
            currency: checkout.currency,
            state: invoice.state,
          },
        });
      return null;
    }
    const [paid] = await tx
      .update(invoices)
      .set({ state: 'paid', paidAt: sql`now()` })
      .where(eq(invoices.id, invoice.id))
      .returning();
    await tx.update(invoicePayments).set({ settled: true }).where(eq(invoicePayments.id, payment.id));
    await recordAudit(tx, who, {
      action: 'invoice_paid',
      clientId: invoice.clientId,
      target: { type: 'invoice', id: invoice.id, label: invoice.number },
      details: { online: true, session: checkout.sessionId },
    });
    await publishBillingChange({ tx, realtime }, invoice.clientId, invoice.id);
    if (!paid) return null;
    const emails = await receiptEmails(tx, paid, appOrigin);
    return Promise.all(emails.map((email) => queueEmail(tx, email)));
  });
  if (receipts) await sendQueuedEmailsNow({ db, mailer }, receipts);
  return { settled: receipts !== null };
}

/** A paid checkout of exactly what the sent invoice asks, in its currency. */
function paysInFull(invoice: InvoiceRow, checkout: CheckoutSummary): boolean {
  return (
    invoice.state === 'sent' &&
    checkout.paid &&
    checkout.amountTotalMinor === invoice.totalMinor &&
    checkout.currency === invoice.currency
  );
}

/** The receipt, to each of the company's people who see its billing (owners and billing members). */
async function receiptEmails(tx: DbOrTx, invoice: InvoiceRow, appOrigin: string): Promise<Email[]> {
  const people = await tx
    .select({ email: users.email })
    .from(clientMembers)
    .innerJoin(users, eq(users.id, clientMembers.userId))
    .where(
      and(eq(clientMembers.clientId, invoice.clientId), inArray(clientMembers.role, ['owner', 'billing'])),
    );
  const total = formatMoney(invoice.totalMinor ?? 0, invoice.currency);
  const paidOn = calendarDateText(await agencyToday(tx));
  return people.map(({ email }) => ({
    to: email,
    subject: `Receipt for ${invoice.number}: ${total} paid`,
    text: [
      'Hi there,',
      '',
      `We received your payment of ${total} for invoice ${invoice.number} on ${paidOn}. Thank you!`,
      '',
      'The invoice, marked paid, is in Billing & Plan, with its PDF:',
      `${appOrigin}/dashboard/billing`,
    ].join('\n'),
  }));
}
