import { count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import { userRoles } from '../../db/schema/index';

/**
 * Serialises the changes that could leave the agency without an admin (a removal, a role change): two
 * admins demoting or removing each other at the same moment cannot both pass the last-admin check.
 */
export async function lockStaff(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('team-admins', 0))`);
}

/** How many admins the agency has, read under `lockStaff`. */
export async function adminCount(tx: DbOrTx): Promise<number> {
  const [admins] = await tx.select({ n: count() }).from(userRoles).where(eq(userRoles.role, 'admin'));
  return admins?.n ?? 0;
}
