import { like } from 'drizzle-orm';
import type { DbOrTx } from './connection';
import { tableTotals } from './schema/index';

export type TableTotal = { count: number; amount: number };

/**
 * The running totals under one table's prefix (`files:`, `referrals:`), by what follows the prefix: what
 * the database's triggers keep as rows are written, read in one small query instead of a count.
 */
export async function readTableTotals(db: DbOrTx, table: 'files' | 'referrals') {
  const rows = await db
    .select()
    .from(tableTotals)
    .where(like(tableTotals.key, `${table}:%`));
  const totals = new Map<string, TableTotal>();
  for (const row of rows)
    totals.set(row.key.slice(table.length + 1), { count: Number(row.count), amount: Number(row.amount) });
  return (name: string): TableTotal => totals.get(name) ?? { count: 0, amount: 0 };
}
