import { asc, eq } from 'drizzle-orm';
import type { Role } from '../../../shared/domain/roles';
import type { DbOrTx } from '../../db/connection';
import { userRoles } from '../../db/schema/index';

/**
 * SPEC §6/§8: the role is the user's first user_roles row; with none, the client role is created.
 * A failed lookup or insert is logged and gives no role (null), which the guards turn away.
 */
export async function getUserRole({ db, userId }: { db: DbOrTx; userId: string }): Promise<Role | null> {
  let rows: { role: Role }[];
  try {
    rows = await db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, userId))
      .orderBy(asc(userRoles.createdAt))
      .limit(1);
  } catch (error) {
    console.error('Role lookup failed for user', userId, error);
    return null;
  }
  if (rows[0]) return rows[0].role;
  try {
    // Two first requests may race: the unique user_id keeps one row, and both read it back.
    await db.insert(userRoles).values({ userId, role: 'client' }).onConflictDoNothing();
    const [row] = await db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, userId))
      .limit(1);
    return row?.role ?? null;
  } catch (error) {
    console.error('Assigning the client role failed for user', userId, error);
    return null;
  }
}
