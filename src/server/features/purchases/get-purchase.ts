import { eq } from 'drizzle-orm';
import type { Purchase } from '../../../shared/contracts/purchases';
import { messages } from '../../../shared/messages';
import { orders } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/errors';
import { paidCheckout } from './paid-checkout';

/** What the onboarding page needs before the form: a paid checkout that no account has claimed yet. */
export async function getPurchase({
  deps,
  sessionId,
}: {
  deps: Pick<AppDeps, 'db' | 'payments'>;
  sessionId: string;
}): Promise<Purchase> {
  const checkout = await paidCheckout({ deps, sessionId });
  const [order] = await deps.db.select().from(orders).where(eq(orders.stripeSessionId, sessionId)).limit(1);
  if (order?.userId) throw new AppError('conflict', messages.purchase.alreadyClaimed);
  return {
    sessionId,
    customerEmail: order?.customerEmail ?? checkout.customerEmail,
    serviceTier: order?.serviceTier ?? checkout.serviceTier,
  };
}
