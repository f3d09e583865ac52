import { and, count, eq, sql } from 'drizzle-orm';
import { teamMessages } from '../../../shared/domain/team';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { userRoles, users } from '../../db/schema/index';
import type { RealtimeHub } from '../../realtime/hub';
import { endUserStreams } from '../../realtime/stream-endings';

/**
 * Team Settings: an admin removes another admin. The account is deleted (decision 014): its sessions,
 * credential, role and profile go with it (ON DELETE CASCADE), what it wrote stays with its author unset,
 * and its open event streams end at once. Never the caller's own account, never the last admin: both
 * answer 409. Removals are serialised by a transaction-wide lock, so two admins removing each other at
 * the same moment cannot leave the agency with none.
 */
export async function removeAdmin({
  db,
  realtime,
  callerId,
  userId,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  callerId: string;
  userId: string;
}): Promise<{ id: string; name: string }> {
  if (userId === callerId) throw new AppError('conflict', teamMessages.cannotRemoveSelf);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('team-admins', 0))`);
    const [target] = await tx
      .select({ id: users.id, name: users.name })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')))
      .limit(1);
    if (!target) throw new AppError('not_found', teamMessages.notFound);
    const [admins] = await tx.select({ n: count() }).from(userRoles).where(eq(userRoles.role, 'admin'));
    if ((admins?.n ?? 0) <= 1) throw new AppError('conflict', teamMessages.cannotRemoveLast);
    await tx.delete(users).where(eq(users.id, userId));
    await endUserStreams(tx, userId);
    await realtime.publish({ topic: 'team', clientId: null, id: userId }, tx);
    return target;
  });
}
