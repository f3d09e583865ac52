import { and, desc, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { Role } from '../../../shared/domain/roles';
import type { DbOrTx } from '../../db/connection';
import { inviteLinks, users } from '../../db/schema/index';
import type { InviteRow } from './present';

/**
 * SPEC §7: every invite link of one kind (client links, or Team Settings' admin links), newest first, with
 * who used it; `unusedOnly` leaves out the links already used (the team list shows those as admins).
 */
export async function listInvites({
  db,
  role,
  unusedOnly = false,
}: {
  db: DbOrTx;
  role: Role;
  unusedOnly?: boolean;
}): Promise<InviteRow[]> {
  return db
    .select({ ...getTableColumns(inviteLinks), usedByEmail: users.email })
    .from(inviteLinks)
    .leftJoin(users, eq(users.id, inviteLinks.usedBy))
    .where(and(eq(inviteLinks.role, role), unusedOnly ? isNull(inviteLinks.usedAt) : undefined))
    .orderBy(desc(inviteLinks.createdAt), desc(inviteLinks.id));
}
