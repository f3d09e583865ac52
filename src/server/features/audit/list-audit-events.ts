import { and, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AuditFilters } from '../../../shared/contracts/audit';
import { AUDIT_PAGE_SIZE } from '../../../shared/domain/audit';
import type { DbOrTx } from '../../db/connection';
import { containsPattern } from '../../db/contains-pattern';
import { type AuditEventRow, auditEvents as t } from '../../db/schema/index';
import { type AuditCursor, cursorAfter } from './audit-cursor';

/** The filters as one condition: each left out (or blank) filters nothing. */
function matching(filters: AuditFilters): SQL | undefined {
  const person = filters.person?.trim();
  const client = filters.client?.trim();
  return and(
    person
      ? or(ilike(t.actorName, containsPattern(person)), ilike(t.actorEmail, containsPattern(person)))
      : undefined,
    filters.action ? eq(t.action, filters.action) : undefined,
    client ? eq(t.clientId, client) : undefined,
    filters.from ? gte(t.at, new Date(filters.from)) : undefined,
    filters.to ? lt(t.at, new Date(filters.to)) : undefined,
  );
}

/**
 * The events after the cursor, newest first. The cursor carries the last event's own time and id, not a
 * reference to its row, so paging on past an event the retention job removed meanwhile still works.
 */
function olderThan(cursor: AuditCursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${t.at}, ${t.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
}

export type AuditPageRows = { rows: AuditEventRow[]; next: AuditCursor | null };

/**
 * One page of the audit log matching the filters, newest first by (at, id): the page the admin reads, or
 * one batch of the CSV export. Each filter reads its own index (schema/audit.ts).
 */
export async function listAuditEvents({
  db,
  filters,
  cursor,
  pageSize = AUDIT_PAGE_SIZE,
}: {
  db: DbOrTx;
  filters: AuditFilters;
  cursor?: AuditCursor;
  pageSize?: number;
}): Promise<AuditPageRows> {
  const rows = await db
    .select({ event: t, at: sql<string>`${t.at}::text` })
    .from(t)
    .where(and(matching(filters), olderThan(cursor)))
    .orderBy(desc(t.at), desc(t.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    rows: page.map((row) => row.event),
    next: rows.length > pageSize && last ? cursorAfter(last.at, last.event.id) : null,
  };
}
