import type { Referral } from '../../../shared/contracts/referrals';
import type { ReferralStatus } from '../../../shared/domain/referrals';
import type { referrals } from '../../db/schema/index';

export type ReferralRow = typeof referrals.$inferSelect;

/** The referrer's view of a row: what they sent and how it went, without the team's notes. */
export function toReferralDto(row: ReferralRow): Referral {
  return {
    id: row.id,
    referredName: row.referredName,
    referredEmail: row.referredEmail,
    referredCompany: row.referredCompany,
    message: row.message,
    status: row.status as ReferralStatus,
    earnedAmount: row.earnedAmount === null ? null : Number(row.earnedAmount),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
