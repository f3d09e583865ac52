import { and, eq } from 'drizzle-orm';
import { taskMessages } from '../../../shared/domain/task-messages';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { clientAccounts, profiles, users } from '../../db/schema/index';
import { type Reach, withinReach } from '../../identity/client-reach';
import { defaultProfile } from '../../identity/get-profile';

export type ClientAccount = {
  id: string;
  email: string;
  name: string;
  createdAt: Date;
  companyName: string | null;
};

/**
 * The account behind a client id, locked for the rest of the transaction. Only a user whose role is client
 * is found: an admin's id (or any other) is 'Client Not Found', so these routes never touch an admin; nor
 * is a client outside the caller's reach (another account manager's).
 */
export async function findClientAccount(tx: DbOrTx, clientId: string, reach: Reach): Promise<ClientAccount> {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      createdAt: users.createdAt,
      companyName: profiles.companyName,
    })
    .from(clientAccounts)
    .innerJoin(users, eq(users.id, clientAccounts.id))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(clientAccounts.id, clientId), withinReach(reach, clientAccounts.id)))
    .for('update', { of: users })
    .limit(1);
  if (!row) throw new AppError('not_found', taskMessages.clientNotFound);
  return row;
}

type ProfileChanges = Partial<
  Pick<typeof profiles.$inferInsert, 'companyName' | 'contactPerson' | 'suspendedAt'>
>;

/** Writes profile fields, creating the row from SPEC §3's default when the client has none yet. */
export async function writeClientProfile(tx: DbOrTx, client: ClientAccount, changes: ProfileChanges) {
  const updatedAt = new Date();
  await tx
    .insert(profiles)
    .values({ ...defaultProfile(client), ...changes, updatedAt })
    .onConflictDoUpdate({ target: profiles.id, set: { ...changes, updatedAt } });
}
