import { and, desc, eq, inArray } from 'drizzle-orm';
import type { BillingPlan } from '../../../shared/contracts/profile';
import type { DbOrTx } from '../../db/connection';
import { subscriptions } from '../../db/schema/index';

/**
 * The client company's newest paid subscription (bought by the person who opened it, purchase
 * onboarding), whose tier names its plan; else none.
 */
export async function getPlan({ db, clientId }: { db: DbOrTx; clientId: string }): Promise<BillingPlan> {
  const [row] = await db
    .select({ serviceTier: subscriptions.serviceTier, createdAt: subscriptions.createdAt })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, clientId), inArray(subscriptions.status, ['paid', 'active'])))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return {
    subscriptionTier: row?.serviceTier ?? null,
    subscribedAt: row?.createdAt.toISOString() ?? null,
  };
}
