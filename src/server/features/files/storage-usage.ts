import { eq } from 'drizzle-orm';
import type { StorageUsage } from '../../../shared/contracts/files';
import { clientDisplayName } from '../../../shared/domain/client-display-name';
import type { DbOrTx } from '../../db/connection';
import { clientAccounts, profiles, users } from '../../db/schema/index';
import { storageUsedPerClient } from '../../storage/quota';

/** Each client's stored bytes (tasks, updates and files alike) against the quota, most used first. */
export async function storageUsage({
  db,
  quotaBytes,
}: {
  db: DbOrTx;
  quotaBytes: number;
}): Promise<StorageUsage> {
  const [used, clients] = await Promise.all([
    storageUsedPerClient(db),
    db
      .select({
        id: users.id,
        email: users.email,
        companyName: profiles.companyName,
        contactPerson: profiles.contactPerson,
      })
      .from(clientAccounts)
      .innerJoin(users, eq(users.id, clientAccounts.id))
      .leftJoin(profiles, eq(profiles.id, users.id)),
  ]);
  return {
    quotaBytes,
    clients: clients
      .map((client) => ({
        clientId: client.id,
        clientName: clientDisplayName(client),
        usedBytes: used.get(client.id) ?? 0,
      }))
      .sort((a, b) => b.usedBytes - a.usedBytes || a.clientName.localeCompare(b.clientName)),
  };
}
