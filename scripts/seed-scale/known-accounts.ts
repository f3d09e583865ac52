import type { Db } from '../../src/server/db/connection';
import { createAdmin, createClient, createManager } from '../../src/server/db/factories';
import type { Account } from '../reliability/portal-accounts';

/** Who can sign in to the filled database (every bulk client also signs in with the client's password). */
export const scaleAccounts = {
  admin: { email: 'scale-admin@agency.example', password: 'Scale-Admin-2026!' },
  client: { email: 'scale-client@agency.example', password: 'Scale-Client-2026!' },
  manager: { email: 'scale-manager@agency.example', password: 'Scale-Manager-2026!' },
} as const;

export type KnownAccounts = {
  admin: Account & { id: string };
  client: Account & { id: string };
  /** An account manager (decision 043); the fill assigns their clients once the clients exist. */
  manager: Account & { id: string };
  /** The known admin first, then the extra ones (who cannot sign in: random passwords). */
  adminIds: string[];
};

/**
 * The fill's admins, its account manager and its known client, made through the product's factories so
 * their password hashes are the auth library's. The known client becomes client number 1: the oldest and
 * busiest account. The staff exist before the bulk messages, so the unread-thread triggers count them.
 */
export async function createKnownAccounts(db: Db, extraAdmins: number): Promise<KnownAccounts> {
  const admin = await createAdmin(db, { ...scaleAccounts.admin, name: 'Riley Scale' });
  const client = await createClient(db, {
    ...scaleAccounts.client,
    name: 'Dana Whitfield',
    profile: { companyName: 'Northwind Studio 1', contactPerson: 'Dana Whitfield' },
  });
  const manager = await createManager(db, [], { ...scaleAccounts.manager, name: 'Morgan Scale' });
  const adminIds = [admin.id];
  for (let i = 2; i <= extraAdmins + 1; i++) {
    const extra = await createAdmin(db, {
      email: `scale-admin-${i}@agency.example`,
      password: `Scale-Admin-${crypto.randomUUID()}`,
      name: `Team Member ${i}`,
    });
    adminIds.push(extra.id);
  }
  return {
    admin: { id: admin.id, ...scaleAccounts.admin },
    client: { id: client.id, ...scaleAccounts.client },
    manager: { id: manager.id, ...scaleAccounts.manager },
    adminIds,
  };
}
