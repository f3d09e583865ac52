import { asc, eq } from 'drizzle-orm';
import type { Role } from '../../shared/domain/roles';
import type { DbOrTx } from '../db/connection';
import { userRoles } from '../db/schema/index';

/**
 * SPEC §6: the role is the user's first user_roles row, or null when there is none, which the guards turn
 * away with 'No role assigned'. Reading never writes: every account gets its role where it is created
 * (createUserAccount), so a user without a row is turned away, not silently made a client. A failed read
 * is not "no role": it is thrown, and the request answers 500.
 */
export async function getUserRole({ db, userId }: { db: DbOrTx; userId: string }): Promise<Role | null> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.createdAt))
    .limit(1);
  return row?.role ?? null;
}
