import { and, eq, sql } from 'drizzle-orm';
import type { Referral } from '../../../shared/contracts/referrals';
import { type ReferralStatus, referralMessages } from '../../../shared/domain/referrals';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { referrals } from '../../db/schema/index';
import { type Reach, withinReach } from '../../identity/client-reach';
import type { RealtimeHub } from '../../realtime/hub';
import { toReferralDto } from './referral-dto';

export type ReferralDecision =
  | { status: 'approved'; earnedAmount: number; adminNotes: string | null }
  | { status: 'rejected'; adminNotes: string };

/**
 * SPEC §4: an admin approves (recording the earned amount, who and when) or rejects (with the reason in
 * admin_notes) a pending referral. The update only matches while the referral is still pending, so of two
 * admins deciding at once exactly one wins; the other, and any later decision, is refused with 409. The
 * audit log records the decision in the same transaction.
 */
export async function decideReferral({
  db,
  realtime,
  who,
  adminId,
  reach,
  referralId,
  decision,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  who: AuditWho;
  adminId: string;
  /** An account manager decides only their clients' referrals; another's is not found. */
  reach: Reach;
  referralId: string;
  decision: ReferralDecision;
}): Promise<Referral> {
  const changes =
    decision.status === 'approved'
      ? {
          status: decision.status,
          earnedAmount: decision.earnedAmount,
          adminNotes: decision.adminNotes,
          approvedBy: adminId,
          approvedAt: sql`now()`,
        }
      : { status: decision.status, adminNotes: decision.adminNotes };
  const mine = and(eq(referrals.id, referralId), withinReach(reach, referrals.referrerUserId));
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(referrals)
      .set(changes)
      .where(and(mine, eq(referrals.status, 'pending')))
      .returning();
    if (!updated) {
      const [current] = await tx.select({ status: referrals.status }).from(referrals).where(mine);
      if (!current) throw new AppError('not_found', referralMessages.notFound);
      throw new AppError('conflict', referralMessages.alreadyDecided(current.status as ReferralStatus));
    }
    await recordAudit(tx, who, {
      action: 'referral_decided',
      clientId: updated.referrerUserId,
      target: {
        type: 'referral',
        id: updated.id,
        label: `${updated.referredName} <${updated.referredEmail}>`,
      },
      details:
        decision.status === 'approved'
          ? { decision: 'approved', earnedAmount: decision.earnedAmount }
          : { decision: 'rejected' },
    });
    await realtime.publish({ topic: 'referrals', clientId: updated.referrerUserId, id: updated.id }, tx);
    return toReferralDto(updated);
  });
}
