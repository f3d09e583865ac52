import { asc, eq, inArray } from 'drizzle-orm';
import type { TeamMember } from '../../../shared/contracts/team';
import { staffRoles } from '../../../shared/domain/roles';
import type { DbOrTx } from '../../db/connection';
import { userRoles, users } from '../../db/schema/index';

/** Team Settings: the agency's staff, admins and account managers, oldest first, the caller marked as 'You'. */
export async function listStaff({ db, callerId }: { db: DbOrTx; callerId: string }): Promise<TeamMember[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: userRoles.role,
      adminSince: userRoles.createdAt,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(inArray(userRoles.role, staffRoles))
    .orderBy(asc(userRoles.createdAt), asc(users.email));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role === 'manager' ? 'manager' : 'admin',
    adminSince: row.adminSince.toISOString(),
    twoFactorEnabled: row.twoFactorEnabled,
    isYou: row.id === callerId,
  }));
}
