import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * A timestamp column (or expression) read as the text `Date#toISOString` gives (UTC, milliseconds, a 'Z'), made by the
 * database. For lists every page load reads: parsing each timestamp into a Date and printing it back
 * showed in the task list's profile. Milliseconds are cut, not rounded, as a Date made from the column
 * cuts them.
 */
export function isoTime(column: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
