import { and, count, eq } from 'drizzle-orm';
import type { ClientTeamMember } from '../../../shared/contracts/client-team';
import { type ClientRole, clientTeamMessages } from '../../../shared/domain/client-roles';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { clientMembers, users } from '../../db/schema/index';
import type { RealtimeHub } from '../../realtime/hub';
import { lockTeam } from './team-lock';
import { memberColumns, toMemberDto } from './team-rows';

/**
 * An owner sets a teammate's role (making another owner is how ownership is handed over). It applies
 * from the teammate's next request: every request reads the role afresh. The last owner keeps theirs.
 */
export async function changeTeammateRole({
  db,
  realtime,
  who,
  clientId,
  callerId,
  userId,
  role,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  who: AuditWho;
  clientId: string;
  callerId: string;
  userId: string;
  role: ClientRole;
}): Promise<ClientTeamMember> {
  const changed = await db.transaction(async (tx) => {
    await lockTeam(tx, clientId);
    const target = await findTeammate(tx, clientId, userId);
    if (target.role === 'owner' && role !== 'owner') await keepAnOwner(tx, clientId);
    await tx
      .update(clientMembers)
      .set({ role })
      .where(and(eq(clientMembers.userId, userId), eq(clientMembers.clientId, clientId)));
    if (target.role !== role) {
      await recordAudit(tx, who, {
        action: 'role_changed',
        clientId,
        target: { type: 'user', id: userId, label: `${target.name} <${target.email}>` },
        details: { from: target.role, to: role },
      });
    }
    return { ...target, role };
  });
  await realtime.publish({ topic: 'clients', clientId, id: userId });
  return toMemberDto(changed, callerId);
}

/** A person of the company, or 'No such teammate': another company's person is not found. */
export async function findTeammate(tx: DbOrTx, clientId: string, userId: string) {
  const [row] = await tx
    .select(memberColumns)
    .from(clientMembers)
    .innerJoin(users, eq(users.id, clientMembers.userId))
    .where(and(eq(clientMembers.userId, userId), eq(clientMembers.clientId, clientId)))
    .limit(1);
  if (!row) throw new AppError('not_found', clientTeamMessages.memberNotFound);
  return row;
}

/** Refuses a change that would leave the company without an owner (call it under `lockTeam`). */
export async function keepAnOwner(tx: DbOrTx, clientId: string): Promise<void> {
  const [owners] = await tx
    .select({ n: count() })
    .from(clientMembers)
    .where(and(eq(clientMembers.clientId, clientId), eq(clientMembers.role, 'owner')));
  if ((owners?.n ?? 0) <= 1) throw new AppError('conflict', clientTeamMessages.lastOwner);
}
