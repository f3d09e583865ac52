import { inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './connection';
import { tableTotals } from './schema/index';

export type TableTotal = { count: number; amount: number };

/** The tables whose running totals the database's triggers keep (migrations 0010 and 0013), by key prefix. */
type CountedTable = 'files' | 'referrals' | 'user_roles' | 'client_accounts' | 'application_submissions';

/**
 * The running totals of one table's `names` (`files:report`, `referrals:pending`, `client_accounts:all`), read
 * in one small query by key instead of a count of the table. A name with no row yet counts 0.
 */
export async function readTableTotals<Name extends string>(
  db: DbOrTx,
  table: CountedTable,
  names: readonly Name[],
): Promise<(name: Name) => TableTotal> {
  const rows = await db
    .select()
    .from(tableTotals)
    .where(
      inArray(
        tableTotals.key,
        names.map((name) => `${table}:${name}`),
      ),
    );
  const totals = new Map<string, TableTotal>();
  for (const row of rows)
    totals.set(row.key.slice(table.length + 1), { count: Number(row.count), amount: Number(row.amount) });
  return (name) => totals.get(name) ?? { count: 0, amount: 0 };
}

/** One running total as a subquery, for a statement that reads it beside its page (one round trip). */
export const runningTotal = (table: CountedTable, name: string): SQL<number> =>
  sql<number>`coalesce((select ${tableTotals.count} from ${tableTotals}
    where ${tableTotals.key} = ${`${table}:${name}`}), 0)`.mapWith(Number);
