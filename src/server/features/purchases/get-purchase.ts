import { eq } from 'drizzle-orm';
import type { Purchase } from '../../../shared/contracts/purchases';
import { messages } from '../../../shared/messages';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { orders } from '../../db/schema/index';
import type { Payments } from '../../payments/payments';
import { paidCheckout } from './paid-checkout';

/**
 * What the onboarding page needs before the form: a paid checkout that no claim has closed yet. A closed
 * one is answered alike whether its claim created an account or met an email that had one (decision 010).
 */
export async function getPurchase({
  db,
  payments,
  sessionId,
}: {
  db: DbOrTx;
  payments: Payments;
  sessionId: string;
}): Promise<Purchase> {
  const checkout = await paidCheckout({ payments, sessionId });
  const [order] = await db.select().from(orders).where(eq(orders.stripeSessionId, sessionId)).limit(1);
  if (order?.claimedAt) throw new AppError('conflict', messages.purchase.alreadyClaimed);
  return {
    sessionId,
    customerEmail: order?.customerEmail ?? checkout.customerEmail,
    serviceTier: order?.serviceTier ?? checkout.serviceTier,
  };
}
