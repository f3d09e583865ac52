import { eq } from 'drizzle-orm';
import type { StaffRole } from '../../../shared/domain/roles';
import { teamMessages } from '../../../shared/domain/team';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { userRoles } from '../../db/schema/index';
import type { RealtimeHub } from '../../realtime/hub';
import { endUserStreams } from '../../realtime/stream-endings';
import { adminCount, lockStaff } from './staff-lock';
import { lockedStaffMember, type StaffMember, staffTarget } from './staff-member';

/**
 * Team Settings: an admin makes another staff member an admin or an account manager (decision 043). The
 * new role counts from their next request; their open event streams are renewed so each reconnects with
 * what the new role reaches. Never the caller's own role, never the last admin's: both answer 409. The
 * person's client assignments stay (an admin's are their 'My clients').
 */
export async function changeStaffRole({
  db,
  realtime,
  who,
  callerId,
  userId,
  role,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  who: AuditWho;
  callerId: string;
  userId: string;
  role: StaffRole;
}): Promise<StaffMember> {
  if (userId === callerId) throw new AppError('conflict', teamMessages.cannotDemoteSelf);
  return db.transaction(async (tx) => {
    await lockStaff(tx);
    const target = await lockedStaffMember(tx, userId);
    const changed = { ...target, role };
    if (target.role === role) return changed;
    if (target.role === 'admin' && (await adminCount(tx)) <= 1)
      throw new AppError('conflict', teamMessages.cannotDemoteLast);
    await tx.update(userRoles).set({ role }).where(eq(userRoles.userId, userId));
    await recordAudit(tx, who, {
      action: 'role_changed',
      target: staffTarget(target),
      details: { from: target.role, to: role },
    });
    await endUserStreams(tx, userId, 'session-renewed');
    await realtime.publish({ topic: 'team', clientId: null, id: userId }, tx);
    return changed;
  });
}
