import { type Invite, inviteStatus, inviteUrl } from '../../../shared/contracts/invites';
import type { inviteLinks } from '../../db/schema/index';

export type InviteRow = typeof inviteLinks.$inferSelect & { usedByEmail: string | null };

export function toInviteDto(row: InviteRow, appOrigin: string, now = new Date()): Invite {
  return {
    id: row.id,
    token: row.token,
    url: inviteUrl(appOrigin, row.token),
    label: row.label,
    companyName: row.companyName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    usedAt: row.usedAt?.toISOString() ?? null,
    usedBy: row.usedBy,
    usedByEmail: row.usedByEmail,
    status: inviteStatus(row, now),
    role: row.role,
  };
}
