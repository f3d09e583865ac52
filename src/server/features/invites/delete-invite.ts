import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { inviteLinks } from '../../db/schema/index';
import type { RealtimeHub } from '../../realtime/hub';

/** SPEC §7: delete by id. An account made with a used link stays; only the link goes. */
export async function deleteInvite({
  db,
  realtime,
  inviteId,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  inviteId: string;
}): Promise<void> {
  const [row] = await db
    .delete(inviteLinks)
    .where(eq(inviteLinks.id, inviteId))
    .returning({ id: inviteLinks.id });
  if (!row) throw new AppError('not_found', messages.invites.notFound);
  await realtime.publish({ topic: 'invites', clientId: null, id: row.id });
}
