import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';

/**
 * The rows of a prepared select as the driver gives them, without Drizzle mapping each field of each row:
 * objects keyed by the SQL's column names and aliases, with dates and times as the database's text (both
 * drivers' Drizzle sessions turn off the driver's date parsing). For the lists every page load reads,
 * where that mapping showed in profiles. Both drivers' prepared queries have `all()`, which Drizzle's
 * abstract type does not declare.
 */
export function driverRows<Row>(
  query: PgPreparedQuery<PreparedQueryConfig>,
  values: Record<string, unknown>,
): Promise<Row[]> {
  return (query as unknown as { all(values: Record<string, unknown>): Promise<Row[]> }).all(values);
}
