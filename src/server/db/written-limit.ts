import { sql } from 'drizzle-orm';

/**
 * A LIMIT written into a prepared statement's text instead of sent as a parameter. With `limit $1`
 * PostgreSQL costs the statement's reusable plan for a tenth of the table's rows; on a big table that plan
 * never looks cheaper than one made for the actual value, so the statement is planned anew on every run.
 * Drizzle writes a limit it is given as an object as SQL, so the raw number goes through `.limit()`.
 */
export const writtenLimit = (rows: number): number => {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new Error(`Not a row count: ${rows}`);
  return sql.raw(String(rows)) as unknown as number;
};
