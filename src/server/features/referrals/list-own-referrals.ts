import { desc, eq } from 'drizzle-orm';
import type { OwnReferralList } from '../../../shared/contracts/referrals';
import type { DbOrTx } from '../../db/connection';
import { referrals } from '../../db/schema/index';
import { toReferralDto } from './referral-dto';
import { referralTotals } from './referral-totals';

/** Refer & Earn: the client's own referrals, newest first, with its Approved count and Total Earned. */
export async function listOwnReferrals({
  db,
  referrerId,
}: {
  db: DbOrTx;
  referrerId: string;
}): Promise<OwnReferralList> {
  const own = eq(referrals.referrerUserId, referrerId);
  const rows = await db
    .select()
    .from(referrals)
    .where(own)
    .orderBy(desc(referrals.createdAt), desc(referrals.id));
  const { approved, totalEarned } = await referralTotals({
    db,
    reach: { kind: 'company', clientId: referrerId },
  });
  return { referrals: rows.map(toReferralDto), approvedCount: approved, totalEarned };
}
