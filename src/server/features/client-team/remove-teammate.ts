import { eq } from 'drizzle-orm';
import { clientRoleCan, clientTeamMessages } from '../../../shared/domain/client-roles';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { accounts, clientMembers, sessions, userRoles, users } from '../../db/schema/index';
import type { ActorClient } from '../../http/app-env';
import type { RealtimeHub } from '../../realtime/hub';
import { endUserStreams } from '../../realtime/stream-endings';
import { findTeammate, keepAnOwner } from './change-teammate-role';
import { lockTeam } from './team-lock';

/**
 * An owner removes a teammate, or a person leaves (issue 47). Their login is closed at once: membership,
 * role, password and sessions go, and their open event streams end on every instance. Their name stays on
 * what they wrote (their `users` row is kept, as the company's first person's must be: decision 042), and
 * their address is freed so they can be invited again, except the company's first person's, which is the
 * address the agency knows the company by. The last owner cannot go.
 */
export async function removeTeammate({
  db,
  realtime,
  who,
  caller,
  callerId,
  userId,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  who: AuditWho;
  caller: ActorClient;
  callerId: string;
  userId: string;
}): Promise<{ name: string }> {
  const leaving = userId === callerId;
  if (!leaving && !clientRoleCan(caller.role, 'members'))
    throw new AppError('forbidden', clientTeamMessages.removeOthers);
  const removed = await db.transaction(async (tx) => {
    await lockTeam(tx, caller.id);
    const target = await findTeammate(tx, caller.id, userId);
    if (target.role === 'owner') await keepAnOwner(tx, caller.id);
    await recordAudit(tx, who, {
      action: 'member_removed',
      clientId: caller.id,
      target: { type: 'user', id: userId, label: `${target.name} <${target.email}>` },
      details: { role: target.role, left: leaving },
    });
    await tx.delete(clientMembers).where(eq(clientMembers.userId, userId));
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    if (userId !== caller.id)
      await tx
        .update(users)
        .set({ email: removedAddress(userId), emailVerified: false })
        .where(eq(users.id, userId));
    await endUserStreams(tx, userId);
    return target;
  });
  await realtime.publish({ topic: 'clients', clientId: caller.id, id: userId });
  return { name: removed.name };
}

/** The address a removed person's kept row takes: unique, and no mail can reach it (RFC 2606 `.invalid`). */
const removedAddress = (userId: string) => `removed-${userId}@removed.invalid`;
