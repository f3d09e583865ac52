import { and, desc, eq, inArray } from 'drizzle-orm';
import type { BillingPlan } from '../../../shared/contracts/profile';
import type { DbOrTx } from '../../db/connection';
import { subscriptions } from '../../db/schema/index';

/** The client's newest paid subscription (purchase onboarding), whose tier names its plan; else none. */
export async function getPlan({ db, userId }: { db: DbOrTx; userId: string }): Promise<BillingPlan> {
  const [row] = await db
    .select({ serviceTier: subscriptions.serviceTier, createdAt: subscriptions.createdAt })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['paid', 'active'])))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return {
    subscriptionTier: row?.serviceTier ?? null,
    subscribedAt: row?.createdAt.toISOString() ?? null,
  };
}
