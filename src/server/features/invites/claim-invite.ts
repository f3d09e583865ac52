import { sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { inviteLinks } from '../../db/schema/index';
import type { RealtimeHub } from '../../realtime/hub';
import { validInvite } from './find-valid-invite';

/**
 * Marks a usable link used (SPEC §7 used_at, used_by) by a conditional UPDATE, so of two requests racing
 * for one token exactly one gets it; the other is told the link is invalid. `usedBy` is null when the
 * registration created no account (its email already had one): the link is spent all the same.
 */
export async function claimInvite({
  db,
  realtime,
  token,
  usedBy,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  token: string;
  usedBy: string | null;
}): Promise<void> {
  const [claimed] = await db
    .update(inviteLinks)
    .set({ usedAt: sql`now()`, usedBy })
    .where(validInvite(token))
    .returning({ id: inviteLinks.id });
  if (!claimed) throw new AppError('not_found', messages.invites.invalid);
  await realtime.publish({ topic: 'invites', clientId: null, id: claimed.id }, db);
}
