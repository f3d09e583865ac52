import { type AnyColumn, SQL, sql } from 'drizzle-orm';
import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';

/**
 * The rows of a prepared select as the driver gives them, without Drizzle mapping each field of each row:
 * objects keyed by the SQL's names (select `fieldsNamedByKey` so they are the fields' keys), with dates
 * and times as the database's text (both drivers' Drizzle sessions turn off the driver's date parsing).
 * For the lists every page load reads, where that mapping showed in profiles. Both drivers' prepared
 * queries have `all()`, which Drizzle's abstract type does not declare.
 */
export function driverRows<Row>(
  query: PgPreparedQuery<PreparedQueryConfig>,
  values: Record<string, unknown>,
): Promise<Row[]> {
  return (query as unknown as { all(values: Record<string, unknown>): Promise<Row[]> }).all(values);
}

/**
 * A select's fields, each named in the SQL by its key (`"createdAt"`), so the driver's rows come already
 * shaped as the objects Drizzle would map them to. Values keep their SQL types: read times as text
 * (db/iso-time.ts) where the caller wants the API's ISO strings.
 */
export function fieldsNamedByKey<Fields extends Record<string, AnyColumn | SQL>>(
  fields: Fields,
): { [Key in keyof Fields]: SQL.Aliased<unknown> } {
  const named = {} as Record<string, SQL.Aliased<unknown>>;
  for (const [key, field] of Object.entries(fields))
    named[key] = (field instanceof SQL ? field : sql`${field}`).as(key);
  return named as { [Key in keyof Fields]: SQL.Aliased<unknown> };
}
