import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminReferral, AdminReferralList } from '../../../shared/contracts/referrals';
import type { DbOrTx } from '../../db/connection';
import { profiles, referrals, users } from '../../db/schema/index';
import { toReferralDto } from './referral-dto';
import { referralTotals } from './referral-totals';

const approver = alias(users, 'approver');

/**
 * Referrals Management: every referral newest first, each with its referrer's payout details from their
 * profile (SPEC §7) and who approved it, and the summary cards' counts.
 */
export async function listAllReferrals({ db }: { db: DbOrTx }): Promise<AdminReferralList> {
  const rows = await db
    .select({
      referral: referrals,
      companyName: profiles.companyName,
      payoutMethod: profiles.payoutMethod,
      payoutAddress: profiles.payoutAddress,
      payoutNotes: profiles.payoutNotes,
      approverName: approver.name,
    })
    .from(referrals)
    .leftJoin(profiles, eq(profiles.id, referrals.referrerUserId))
    .leftJoin(approver, eq(approver.id, referrals.approvedBy))
    .orderBy(desc(referrals.createdAt), desc(referrals.id));
  const { total, pending, approved, totalEarned } = await referralTotals({ db });
  return {
    referrals: rows.map(
      (r): AdminReferral => ({
        ...toReferralDto(r.referral),
        referrer: {
          id: r.referral.referrerUserId,
          name: r.referral.referrerName,
          email: r.referral.referrerEmail,
          companyName: r.companyName,
        },
        payout: { method: r.payoutMethod, address: r.payoutAddress, notes: r.payoutNotes },
        adminNotes: r.referral.adminNotes,
        approvedBy:
          r.referral.approvedBy && r.approverName !== null
            ? { id: r.referral.approvedBy, name: r.approverName }
            : null,
      }),
    ),
    summary: { total, pending, approved, totalEarned },
  };
}
