import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';

/**
 * Serialises the changes to one company's team inside a transaction, so two owners demoting or removing
 * each other at the same moment cannot leave the company with none, and one address is invited once.
 */
export async function lockTeam(tx: DbOrTx, clientId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`client-team:${clientId}`}, 0))`);
}
