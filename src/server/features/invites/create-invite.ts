import { randomUUID } from 'node:crypto';
import { INVITE_LIFETIME_DAYS } from '../../../shared/domain/invites';
import type { Role } from '../../../shared/domain/roles';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import type { DbOrTx } from '../../db/connection';
import { inviteLinks } from '../../db/schema/index';
import type { RealtimeHub } from '../../realtime/hub';
import type { InviteRow } from './present';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * SPEC §7: an admin generates a link: a random UUID token, valid for 7 days, with optional label and company.
 * `role` admin or manager is Team Settings' link that makes a staff member (one use, same lifetime).
 * The audit log records it with the link (never its token, which is the link's secret).
 */
export async function createInvite({
  db,
  realtime,
  who,
  adminId,
  role = 'client',
  label = null,
  companyName = null,
  expiresAt = new Date(Date.now() + INVITE_LIFETIME_DAYS * DAY_MS),
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  who: AuditWho;
  adminId: string | null;
  role?: Role;
  label?: string | null;
  companyName?: string | null;
  /** Only tests set this (an already expired link). */
  expiresAt?: Date;
}): Promise<InviteRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inviteLinks)
      .values({ token: randomUUID(), createdBy: adminId, label, companyName, expiresAt, role })
      .returning();
    if (!row) throw new Error('The invite insert returned no row');
    await recordAudit(tx, who, {
      action: 'invite_created',
      target: { type: 'invite', id: row.id, label: label ?? companyName },
      details: { role, expiresAt: expiresAt.toISOString() },
    });
    await realtime.publish({ topic: 'invites', clientId: null, id: row.id }, tx);
    return { ...row, usedByEmail: null };
  });
}
