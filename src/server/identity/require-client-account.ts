import { and, eq } from 'drizzle-orm';
import { AppError } from '../core/errors';
import type { DbOrTx } from '../db/connection';
import { userRoles } from '../db/schema/index';

/** SPEC §2: an id that is no client's answers 'Client Not Found' (an admin's id included). */
export async function requireClientAccount(db: DbOrTx, clientId: string): Promise<void> {
  const [client] = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, clientId), eq(userRoles.role, 'client')))
    .limit(1);
  if (!client) throw new AppError('not_found', 'Client Not Found');
}
