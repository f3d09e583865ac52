import { sql } from 'drizzle-orm';
import { referralStatuses } from '../../../shared/domain/referrals';
import type { DbOrTx } from '../../db/connection';
import { clientReferralTotals } from '../../db/schema/index';
import { readTableTotals } from '../../db/table-totals';
import { type Reach, withinReach } from '../../identity/client-reach';

export type ReferralTotals = { total: number; pending: number; approved: number; totalEarned: number };

/**
 * The counts the summary cards show over the referrals `reach` holds, from the running totals the
 * database's triggers keep, never a count of the referrals: every referral of the agency is table_totals
 * (an admin's), a client's referrals its row of client_referral_totals, so an account manager's cards add
 * up one row per client they manage and a client's Refer & Earn reads its own. Only approved referrals
 * count toward Approved and Total Earned (SPEC §4), whatever amount another status carries; the amounts
 * are summed by the database (exact decimal arithmetic).
 */
export async function referralTotals({ db, reach }: { db: DbOrTx; reach: Reach }): Promise<ReferralTotals> {
  const scope = withinReach(reach, clientReferralTotals.clientId);
  if (!scope) {
    const total = await readTableTotals(db, 'referrals', referralStatuses);
    return {
      total: referralStatuses.reduce((sum, status) => sum + total(status).count, 0),
      pending: total('pending').count,
      approved: total('approved').count,
      totalEarned: total('approved').amount,
    };
  }
  const t = clientReferralTotals;
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${t.pending} + ${t.contacted} + ${t.approved} + ${t.rejected}), 0)::int`,
      pending: sql<number>`coalesce(sum(${t.pending}), 0)::int`,
      approved: sql<number>`coalesce(sum(${t.approved}), 0)::int`,
      totalEarned: sql<string>`coalesce(sum(${t.earned}), 0)`,
    })
    .from(t)
    .where(scope);
  return {
    total: Number(row?.total ?? 0),
    pending: Number(row?.pending ?? 0),
    approved: Number(row?.approved ?? 0),
    totalEarned: Number(row?.totalEarned ?? 0),
  };
}
