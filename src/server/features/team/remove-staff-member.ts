import { eq } from 'drizzle-orm';
import { teamMessages } from '../../../shared/domain/team';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { users } from '../../db/schema/index';
import type { RealtimeHub } from '../../realtime/hub';
import { endUserStreams } from '../../realtime/stream-endings';
import { adminCount, lockStaff } from './staff-lock';
import { lockedStaffMember, staffTarget } from './staff-member';

/**
 * Team Settings: an admin removes another staff member, an admin or an account manager. The account is
 * deleted (decision 014): its sessions, credential, role, profile and client assignments go with it (ON
 * DELETE CASCADE), what it wrote stays with its author unset, and its open event streams end at once.
 * Never the caller's own account, never the last admin: both answer 409.
 */
export async function removeStaffMember({
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
}): Promise<{ id: string; name: string }> {
  if (userId === callerId) throw new AppError('conflict', teamMessages.cannotRemoveSelf);
  return db.transaction(async (tx) => {
    await lockStaff(tx);
    const target = await lockedStaffMember(tx, userId);
    if (target.role === 'admin' && (await adminCount(tx)) <= 1)
      throw new AppError('conflict', teamMessages.cannotRemoveLast);
    await recordAudit(tx, who, {
      action: 'member_removed',
      target: staffTarget(target),
      details: { role: target.role, accountDeleted: true },
    });
    await tx.delete(users).where(eq(users.id, userId));
    await endUserStreams(tx, userId);
    await realtime.publish({ topic: 'team', clientId: null, id: userId }, tx);
    return { id: target.id, name: target.name };
  });
}
