import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/connection';
import { clientManagers } from '../db/schema/index';

/**
 * Whose client rows a caller reaches (decisions 042 and 043), decided once from the session:
 * - `every`: an admin, every client's;
 * - `managed`: an account manager, the clients assigned to them (client_managers), read in the same query,
 *   so an assignment or its removal counts from the next statement on;
 * - `company`: a client's person, their company's.
 */
export type Reach =
  | { kind: 'every' }
  | { kind: 'managed'; staffId: string }
  | { kind: 'company'; clientId: string };

/**
 * The one condition every scoped read and write adds on its `client_id` column: undefined (no limit) for
 * an admin. Another client's row is then simply not found.
 */
export function withinReach(reach: Reach, clientIdColumn: AnyColumn | SQL): SQL | undefined {
  if (reach.kind === 'every') return undefined;
  if (reach.kind === 'company') return sql`${clientIdColumn} = ${reach.clientId}`;
  return managedBy(reach.staffId, clientIdColumn);
}

/** The clients `staffId` is an account manager of: 'My clients', and an account manager's whole reach. */
export const managedBy = (staffId: string, clientIdColumn: AnyColumn | SQL): SQL =>
  sql`${clientIdColumn} in (select ${clientManagers.clientId} from ${clientManagers} where ${clientManagers.userId} = ${staffId})`;

/** The ids of the clients `staffId` is an account manager of: what a manager's live stream carries. */
export async function managedClientIds(db: DbOrTx, staffId: string): Promise<ReadonlySet<string>> {
  const rows = await db
    .select({ clientId: clientManagers.clientId })
    .from(clientManagers)
    .where(eq(clientManagers.userId, staffId));
  return new Set(rows.map((row) => row.clientId));
}
