import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Role } from '../../../shared/domain/roles';
import { messages } from '../../../shared/messages';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { inviteLinks } from '../../db/schema/index';
import type { RealtimeHub } from '../../realtime/hub';

/**
 * SPEC §7: delete by id. An account made with a used link stays; only the link goes. Client links and staff
 * links are deleted from their own lists: an id of the other kind is not found.
 */
export async function deleteInvite({
  db,
  realtime,
  who,
  inviteId,
  roles,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  who: AuditWho;
  inviteId: string;
  /** The list's kind: client links, or Team Settings' staff links (admins and account managers). */
  roles: readonly Role[];
}): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(inviteLinks)
      .where(
        and(eq(inviteLinks.id, inviteId), inArray(inviteLinks.role, roles), isNull(inviteLinks.clientId)),
      )
      .returning();
    if (!row) throw new AppError('not_found', messages.invites.notFound);
    await recordAudit(tx, who, {
      action: 'invite_deleted',
      target: { type: 'invite', id: row.id, label: row.label ?? row.companyName },
      details: { role: row.role, used: row.usedAt !== null },
    });
    await realtime.publish({ topic: 'invites', clientId: null, id: row.id }, tx);
  });
}
