import { sql } from 'drizzle-orm';
import { messages } from '../../../shared/messages';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { inviteLinks } from '../../db/schema/index';
import type { RealtimeHub } from '../../realtime/hub';
import { validInvite } from './find-valid-invite';

/**
 * Marks a usable link used (SPEC §7 used_at, used_by) by a conditional UPDATE, so of two requests racing
 * for one token exactly one gets it; the other is told the link is invalid. `usedBy` is null when the
 * registration created no account (its email already had one): the link is spent all the same. The audit
 * log records the use in the same transaction, with `who` naming the newcomer (or the address typed).
 */
export async function claimInvite({
  db,
  realtime,
  who,
  token,
  usedBy,
  clientId,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  who: AuditWho;
  token: string;
  usedBy: string | null;
  /** The company the newcomer opened or joined, for the audit row; null for staff or no account. */
  clientId: string | null;
}): Promise<void> {
  const [claimed] = await db
    .update(inviteLinks)
    .set({ usedAt: sql`now()`, usedBy })
    .where(validInvite(token))
    .returning();
  if (!claimed) throw new AppError('not_found', messages.invites.invalid);
  await recordAudit(db, who, {
    action: 'invite_used',
    clientId,
    target: { type: 'invite', id: claimed.id, label: claimed.label ?? claimed.companyName ?? claimed.email },
    details: { role: claimed.memberRole ?? claimed.role, accountCreated: usedBy !== null },
  });
  await realtime.publish({ topic: 'invites', clientId: null, id: claimed.id }, db);
}
