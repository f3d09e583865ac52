import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { type ClientNames, clientNameOrder, nameHasText } from '../../shared/domain/client-display-name';

/**
 * clientDisplayName in SQL, built from the same order and the same test of a name: for a search that
 * matches the name a row shows. The name comes untrimmed, which a search for a part of it does not notice.
 */
export function clientDisplayNameSql(columns: Record<keyof ClientNames, AnyColumn | SQL>): SQL<string> {
  const whens = clientNameOrder.map(
    (field) => sql`when ${columns[field]} ~ ${nameHasText} then ${columns[field]}`,
  );
  return sql<string>`(case ${sql.join(whens, sql` `)} end)`;
}
