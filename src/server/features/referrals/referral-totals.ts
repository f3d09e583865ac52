import { type SQL, sql } from 'drizzle-orm';
import { referralStatuses } from '../../../shared/domain/referrals';
import type { DbOrTx } from '../../db/connection';
import { referrals } from '../../db/schema/index';
import { readTableTotals } from '../../db/table-totals';

export type ReferralTotals = { total: number; pending: number; approved: number; totalEarned: number };

/**
 * The counts the summary cards show, summed by the database (exact decimal arithmetic). Only approved
 * referrals count toward Approved and Total Earned (SPEC §4), whatever amount another status carries.
 */
export async function referralTotals({ db, where }: { db: DbOrTx; where?: SQL }): Promise<ReferralTotals> {
  // Every referral of the agency: the running totals the database keeps, not a count of 50,000 rows.
  if (!where) {
    const total = await readTableTotals(db, 'referrals', referralStatuses);
    return {
      total: referralStatuses.reduce((sum, status) => sum + total(status).count, 0),
      pending: total('pending').count,
      approved: total('approved').count,
      totalEarned: total('approved').amount,
    };
  }
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where ${referrals.status} = 'pending'))::int`,
      approved: sql<number>`(count(*) filter (where ${referrals.status} = 'approved'))::int`,
      totalEarned: sql<string>`coalesce(sum(${referrals.earnedAmount}) filter (where ${referrals.status} = 'approved'), 0)`,
    })
    .from(referrals)
    .where(where);
  return {
    total: Number(row?.total ?? 0),
    pending: Number(row?.pending ?? 0),
    approved: Number(row?.approved ?? 0),
    totalEarned: Number(row?.totalEarned ?? 0),
  };
}
