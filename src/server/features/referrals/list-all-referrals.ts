import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ADMIN_REFERRALS_PAGE_SIZE,
  type AdminReferral,
  type AdminReferralList,
} from '../../../shared/contracts/referrals';
import type { DbOrTx } from '../../db/connection';
import { profiles, referrals, users } from '../../db/schema/index';
import { type Reach, withinReach } from '../../identity/client-reach';
import { toReferralDto } from './referral-dto';
import { referralTotals } from './referral-totals';

const approver = alias(users, 'approver');

/**
 * The referrals submitted before the referral `before`, compared in the database so two submitted within
 * one millisecond keep one order. A cursor whose referral has since been deleted ends the list.
 */
function submittedBefore(before: string | undefined): SQL | undefined {
  if (!before) return undefined;
  return sql`(${referrals.createdAt}, ${referrals.id}) < (select r.created_at, r.id from ${referrals} r where r.id = ${before})`;
}

/**
 * Referrals Management: one page of the referrals, newest first, each with its referrer's payout details
 * from their profile (SPEC §7) and who approved it, and the summary cards' counts over every referral
 * the caller reaches (running totals the database keeps, never the rows).
 */
export async function listAllReferrals({
  db,
  reach,
  before,
  pageSize = ADMIN_REFERRALS_PAGE_SIZE,
}: {
  db: DbOrTx;
  /** An account manager's list and summary hold only their clients' referrals (decision 043). */
  reach: Reach;
  before?: string;
  pageSize?: number;
}): Promise<AdminReferralList> {
  const scope = withinReach(reach, referrals.referrerUserId);
  const [rows, { total, pending, approved, totalEarned }] = await Promise.all([
    db
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
      .where(and(scope, submittedBefore(before)))
      .orderBy(desc(referrals.createdAt), desc(referrals.id))
      .limit(pageSize + 1),
    referralTotals({ db, reach }),
  ]);
  const page = rows.slice(0, pageSize);
  return {
    referrals: page.map(
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
    olderCursor: rows.length > pageSize ? (page.at(-1)?.referral.id ?? null) : null,
  };
}
