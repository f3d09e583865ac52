import { and, eq, inArray } from 'drizzle-orm';
import type { TeamMember } from '../../../shared/contracts/team';
import { type StaffRole, staffRoles } from '../../../shared/domain/roles';
import { teamMessages } from '../../../shared/domain/team';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { userRoles, users } from '../../db/schema/index';
import type { RealtimeHub } from '../../realtime/hub';
import { endUserStreams } from '../../realtime/stream-endings';
import { adminCount, lockStaff } from './staff-lock';

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
}): Promise<Omit<TeamMember, 'isYou'>> {
  if (userId === callerId) throw new AppError('conflict', teamMessages.cannotDemoteSelf);
  return db.transaction(async (tx) => {
    await lockStaff(tx);
    const [target] = await tx
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: userRoles.role,
        since: userRoles.createdAt,
      })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(and(eq(userRoles.userId, userId), inArray(userRoles.role, staffRoles)))
      .limit(1)
      .for('update', { of: userRoles });
    if (!target) throw new AppError('not_found', teamMessages.notFound);
    const changed = {
      id: target.id,
      name: target.name,
      email: target.email,
      role,
      adminSince: target.since.toISOString(),
    };
    if (target.role === role) return changed;
    if (target.role === 'admin' && (await adminCount(tx)) <= 1)
      throw new AppError('conflict', teamMessages.cannotDemoteLast);
    await tx.update(userRoles).set({ role }).where(eq(userRoles.userId, userId));
    await recordAudit(tx, who, {
      action: 'role_changed',
      target: { type: 'user', id: target.id, label: `${target.name} <${target.email}>` },
      details: { from: target.role, to: role },
    });
    await endUserStreams(tx, userId, 'session-renewed');
    await realtime.publish({ topic: 'team', clientId: null, id: userId }, tx);
    return changed;
  });
}
