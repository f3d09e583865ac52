import { and, eq } from 'drizzle-orm';
import type { ClientInvoice, InvoiceCheckout } from '../../../shared/contracts/billing';
import { billingMessages, payableOnline } from '../../../shared/domain/billing';
import type { AuditWho } from '../../audit/audit-person';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { invoices } from '../../db/schema/index';
import type { Reach } from '../../identity/client-reach';
import type { Mailer } from '../../mail/mailer';
import type { Payments } from '../../payments/payments';
import type { RealtimeHub } from '../../realtime/hub';
import { getInvoice, visibleInvoices } from './find-invoices';
import { toClientInvoice } from './invoice-dto';
import { recordInvoicePayment } from './record-invoice-payment';

type Payer = { db: DbOrTx; payments: Payments; reach: Reach; invoiceId: string };

/**
 * The invoice a company's person is paying: theirs (else 404), still sent and payable online (else 409
 * saying why).
 */
async function payableInvoice(db: DbOrTx, reach: Reach, invoiceId: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), visibleInvoices(reach)));
  if (!row) throw new AppError('not_found', billingMessages.invoiceNotFound);
  if (row.state !== 'sent' || row.number === null || row.totalMinor === null)
    throw new AppError('conflict', billingMessages.cannotPay(row.state));
  if (!payableOnline(row)) throw new AppError('conflict', billingMessages.notPayableOnline);
  return { ...row, number: row.number, totalMinor: row.totalMinor };
}

/**
 * Starts paying a sent invoice: with Stripe, a hosted checkout for its total that returns to Billing &
 * Plan; without it outside production, the test checkout. Nothing is marked paid here.
 */
export async function startInvoiceCheckout({
  db,
  payments,
  reach,
  invoiceId,
  appOrigin,
  email,
}: Payer & { appOrigin: string; email: string }): Promise<InvoiceCheckout> {
  const invoice = await payableInvoice(db, reach, invoiceId);
  if (payments.createInvoiceCheckout) {
    const back = `${appOrigin}/dashboard/billing?invoice=${encodeURIComponent(invoice.id)}`;
    try {
      const { url } = await payments.createInvoiceCheckout({
        invoiceId: invoice.id,
        number: invoice.number,
        amountMinor: invoice.totalMinor,
        currency: invoice.currency,
        customerEmail: email,
        successUrl: `${back}&payment=done`,
        cancelUrl: `${back}&payment=cancelled`,
      });
      return { kind: 'redirect', url };
    } catch (error) {
      // Stripe refuses some amounts and currencies (below its minimum, one it does not take), or is down.
      console.error('The payment provider refused a checkout for invoice', invoice.number, error);
      throw new AppError('conflict', billingMessages.providerRefused);
    }
  }
  if (payments.createTestInvoicePayment)
    return { kind: 'test', amountMinor: invoice.totalMinor, currency: invoice.currency };
  throw new AppError('conflict', billingMessages.onlinePaymentUnavailable);
}

/**
 * The test checkout's server-side confirmation: pays the invoice's whole total through the same path the
 * webhook takes. Only where the test checkout exists (never in production, never with Stripe).
 */
export async function payInvoiceInTest({
  db,
  realtime,
  payments,
  reach,
  invoiceId,
  mailer,
  appOrigin,
  who,
}: Payer & {
  realtime: RealtimeHub;
  mailer: Mailer;
  appOrigin: string;
  who: AuditWho;
}): Promise<ClientInvoice> {
  const pay = payments.createTestInvoicePayment;
  if (!pay) throw new AppError('not_found', billingMessages.onlinePaymentUnavailable);
  const invoice = await payableInvoice(db, reach, invoiceId);
  const checkout = await pay({
    invoiceId: invoice.id,
    amountMinor: invoice.totalMinor,
    currency: invoice.currency,
  });
  await recordInvoicePayment({
    db,
    realtime,
    mailer,
    appOrigin,
    who,
    checkout: { ...checkout, invoiceId: invoice.id },
  });
  return toClientInvoice(await getInvoice(db, reach, invoice.id));
}
