import { asc, eq } from 'drizzle-orm';
import type { TeamMember } from '../../../shared/contracts/team';
import type { DbOrTx } from '../../db/connection';
import { userRoles, users } from '../../db/schema/index';

/** Team Settings: every admin account, oldest admin first, the caller marked as 'You'. */
export async function listAdmins({ db, callerId }: { db: DbOrTx; callerId: string }): Promise<TeamMember[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, adminSince: userRoles.createdAt })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.role, 'admin'))
    .orderBy(asc(userRoles.createdAt), asc(users.email));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    adminSince: row.adminSince.toISOString(),
    isYou: row.id === callerId,
  }));
}
