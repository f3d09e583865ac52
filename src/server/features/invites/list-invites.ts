import { and, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/domain/roles';
import type { DbOrTx } from '../../db/connection';
import { inviteLinks, users } from '../../db/schema/index';
import type { InviteRow } from './present';

/**
 * SPEC §7: the invite links of one kind (client links, or Team Settings' admin links), newest first, with
 * who used it; `unusedOnly` leaves out the links already used (the team list shows those as admins);
 * `before` and `limit` make a page of them.
 */
export async function listInvites({
  db,
  roles,
  unusedOnly = false,
  before,
  limit,
}: {
  db: DbOrTx;
  /** The list's kind: client links, or Team Settings' staff links (admins and account managers). */
  roles: readonly Role[];
  unusedOnly?: boolean;
  /** An invite id: only the links created before it (compared in SQL, to the microsecond). */
  before?: string;
  limit?: number;
}): Promise<InviteRow[]> {
  const query = db
    .select({ ...getTableColumns(inviteLinks), usedByEmail: users.email })
    .from(inviteLinks)
    .leftJoin(users, eq(users.id, inviteLinks.usedBy))
    .where(
      and(
        inArray(inviteLinks.role, roles),
        // A client's own invitations to its teammates are its owner's to manage (Settings, Team tab).
        isNull(inviteLinks.clientId),
        unusedOnly ? isNull(inviteLinks.usedAt) : undefined,
        before
          ? sql`(${inviteLinks.createdAt}, ${inviteLinks.id}) < (select b.created_at, b.id from ${inviteLinks} b where b.id = ${before})`
          : undefined,
      ),
    )
    .orderBy(desc(inviteLinks.createdAt), desc(inviteLinks.id));
  return limit === undefined ? query : query.limit(limit);
}
