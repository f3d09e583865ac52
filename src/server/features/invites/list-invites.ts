import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { inviteLinks, users } from '../../db/schema/index';
import type { InviteRow } from './present';

/** SPEC §7: every invite link, newest first, with who used it. */
export async function listInvites({ db }: { db: DbOrTx }): Promise<InviteRow[]> {
  return db
    .select({ ...getTableColumns(inviteLinks), usedByEmail: users.email })
    .from(inviteLinks)
    .leftJoin(users, eq(users.id, inviteLinks.usedBy))
    .orderBy(desc(inviteLinks.createdAt), desc(inviteLinks.id));
}
