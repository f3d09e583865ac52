import { eq } from 'drizzle-orm';
import { twoFactorMessages } from '../../../shared/domain/two-factor';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { sessions, twoFactors, users } from '../../db/schema/index';
import type { RealtimeHub } from '../../realtime/hub';
import { endUserStreams } from '../../realtime/stream-endings';
import { lockedStaffMember, type StaffMember, staffTarget } from './staff-member';

/**
 * Team Settings: an admin resets another staff member's two-factor sign-in (decision 047), for someone who
 * lost their authenticator and their recovery codes. The secret and codes go, and so do the person's
 * sessions: they sign in again with the password alone, and set two-factor up again where the agency
 * requires it. Never the caller's own (they turn theirs off with a code), never someone without it.
 */
export async function resetStaffTwoFactor({
  db,
  realtime,
  who,
  callerId,
  userId,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  who: AuditWho;
  callerId: string;
  userId: string;
}): Promise<StaffMember> {
  if (userId === callerId) throw new AppError('conflict', twoFactorMessages.resetOwn);
  return db.transaction(async (tx) => {
    const target = await lockedStaffMember(tx, userId);
    if (!target.twoFactorEnabled) throw new AppError('conflict', twoFactorMessages.resetNotOn);
    await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
    await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await endUserStreams(tx, userId);
    await recordAudit(tx, who, {
      action: 'two_factor_reset',
      target: staffTarget(target),
      details: { role: target.role, sessionsEnded: true },
    });
    await realtime.publish({ topic: 'team', clientId: null, id: userId }, tx);
    return { ...target, twoFactorEnabled: false };
  });
}
