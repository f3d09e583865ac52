import { and, eq } from 'drizzle-orm';
import { AppError } from '../core/errors';
import type { DbOrTx } from '../db/connection';
import { clientAccounts, users } from '../db/schema/index';
import { type Reach, withinReach } from './client-reach';

/**
 * SPEC §2: an id that is no client company's, or one the caller does not reach (another account
 * manager's client: decision 043), answers 'Client Not Found' (an admin's or a teammate's id included).
 */
export async function requireClientAccount(db: DbOrTx, clientId: string, reach: Reach): Promise<void> {
  const [client] = await db
    .select({ id: clientAccounts.id })
    .from(clientAccounts)
    .where(and(eq(clientAccounts.id, clientId), withinReach(reach, clientAccounts.id)))
    .limit(1);
  if (!client) throw new AppError('not_found', 'Client Not Found');
}

/**
 * `requireClientAccount` inside the transaction that writes the client's rows, for a write that began
 * long before (an upload): the client's `users` row is held `FOR KEY SHARE` until the commit. Deleting a
 * client locks that row first (features/clients/client-account.ts), so a deletion in progress is waited
 * for and then answers 'Client Not Found', not a foreign-key failure; one that comes after waits for these
 * rows and deletes them with the rest.
 */
export async function lockClientAccount(tx: DbOrTx, clientId: string): Promise<void> {
  const [client] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(clientAccounts, eq(clientAccounts.id, users.id))
    .where(eq(users.id, clientId))
    .for('key share', { of: users });
  if (!client) throw new AppError('not_found', 'Client Not Found');
}
