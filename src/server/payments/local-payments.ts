import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { orders } from '../db/schema/index';
import type { Payments } from './payments';

const notForAnInvoice = { invoiceId: null, amountTotalMinor: null, currency: null };
const localSessionId = () => `cs_local_${randomUUID().replaceAll('-', '')}`;

/**
 * Without Stripe a checkout is whatever the orders table holds. Outside production a test checkout mints
 * a paid session (the purchase feature records its order), so the whole flow runs without a provider.
 */
export function createLocalPayments(options: { db: Db; allowTestCheckout: boolean }): Payments {
  const { db } = options;
  return {
    kind: 'local',
    async retrieveCheckout(sessionId) {
      const [order] = await db.select().from(orders).where(eq(orders.stripeSessionId, sessionId)).limit(1);
      if (!order) return null;
      return {
        sessionId,
        paid: order.status === 'paid',
        customerEmail: order.customerEmail,
        serviceTier: order.serviceTier,
        ...notForAnInvoice,
      };
    },
    createTestCheckout: options.allowTestCheckout
      ? async ({ serviceTier, email }) => ({
          sessionId: localSessionId(),
          paid: true,
          customerEmail: email,
          serviceTier,
          ...notForAnInvoice,
        })
      : undefined,
    createTestInvoicePayment: options.allowTestCheckout
      ? async ({ invoiceId, amountMinor, currency }) => ({
          sessionId: localSessionId(),
          paid: true,
          customerEmail: null,
          serviceTier: null,
          invoiceId,
          amountTotalMinor: amountMinor,
          currency,
        })
      : undefined,
  };
}
