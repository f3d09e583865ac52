import type { Database } from '../../src/server/db/connection';
import { createClient } from '../../src/server/db/factories';
import type { Account } from '../reliability/portal-accounts';

const password = 'Bench-Stream-Owner-2026!';

/**
 * Clients whose streams stay open while the benchmark's client chats: they hold most of the 10,000
 * streams, and none of them may receive that chat's events.
 */
export async function seedBystanders(database: Database, count: number): Promise<Account[]> {
  const accounts: Account[] = [];
  for (let i = 1; i <= count; i++) {
    const email = `bench-sse-bystander-${i}@agency.example`;
    await createClient(database.db, { email, password });
    accounts.push({ email, password });
  }
  return accounts;
}
