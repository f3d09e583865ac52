import { and, eq } from 'drizzle-orm';
import { clientTeamMessages } from '../../../shared/domain/client-roles';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { inviteLinks } from '../../db/schema/index';
import type { RealtimeHub } from '../../realtime/hub';

/** An owner deletes one of the company's invitations: its link stops working at once. */
export async function deleteTeamInvite({
  db,
  realtime,
  clientId,
  inviteId,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  clientId: string;
  inviteId: string;
}): Promise<void> {
  const [row] = await db
    .delete(inviteLinks)
    .where(and(eq(inviteLinks.id, inviteId), eq(inviteLinks.clientId, clientId)))
    .returning({ id: inviteLinks.id });
  if (!row) throw new AppError('not_found', clientTeamMessages.inviteNotFound);
  await realtime.publish({ topic: 'clients', clientId, id: row.id });
}
