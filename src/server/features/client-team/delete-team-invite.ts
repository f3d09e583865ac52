import { and, eq } from 'drizzle-orm';
import { clientTeamMessages } from '../../../shared/domain/client-roles';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { inviteLinks } from '../../db/schema/index';
import type { RealtimeHub } from '../../realtime/hub';

/** An owner deletes one of the company's invitations: its link stops working at once. */
export async function deleteTeamInvite({
  db,
  realtime,
  who,
  clientId,
  inviteId,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  who: AuditWho;
  clientId: string;
  inviteId: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(inviteLinks)
      .where(and(eq(inviteLinks.id, inviteId), eq(inviteLinks.clientId, clientId)))
      .returning();
    if (!row) throw new AppError('not_found', clientTeamMessages.inviteNotFound);
    await recordAudit(tx, who, {
      action: 'invite_deleted',
      clientId,
      target: { type: 'invite', id: row.id, label: row.email },
      details: { role: row.memberRole, used: row.usedAt !== null },
    });
    await realtime.publish({ topic: 'clients', clientId, id: row.id }, tx);
  });
}
