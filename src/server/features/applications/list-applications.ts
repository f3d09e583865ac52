import { and, count, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import { APPLICATIONS_PAGE_SIZE } from '../../../shared/contracts/applications';
import type { DbOrTx } from '../../db/connection';
import { containsPattern } from '../../db/contains-pattern';
import { applicationSubmissions as t } from '../../db/schema/index';
import { readTableTotals } from '../../db/table-totals';

/** Matches the search text anywhere in the fields staff look applicants up by, case-insensitively. */
function searchFilter(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(t.businessName, pattern),
    ilike(t.email, pattern),
    ilike(t.phone, pattern),
    ilike(t.website, pattern),
    ilike(t.socialProfiles, pattern),
    ilike(t.hearAboutUs, pattern),
  );
}

/**
 * The applications sent before the application `before`, compared in the database so two sent within one
 * millisecond keep one order. A cursor whose application has since been deleted ends the list.
 */
function sentBefore(before: string | undefined): SQL | undefined {
  if (!before) return undefined;
  return sql`(${t.createdAt}, ${t.id}) < (select a.created_at, a.id from ${t} a where a.id = ${before})`;
}

const newestFirst = [desc(t.createdAt), desc(t.id)];

async function countMatching(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = await db.select({ total: count() }).from(t).where(where);
  return row?.total ?? 0;
}

/** Every application: the running total the database keeps (migration 0013), not a count of them all. */
async function countAll(db: DbOrTx): Promise<number> {
  return (await readTableTotals(db, 'application_submissions', ['all']))('all').count;
}

/**
 * One page of the applications matching the search, newest first, and how many match in all. A page is
 * read by cursor, so an application arriving while staff read does not push a row onto the next page twice.
 */
export async function listApplications({
  db,
  q,
  before,
  pageSize = APPLICATIONS_PAGE_SIZE,
}: {
  db: DbOrTx;
  q?: string;
  before?: string;
  pageSize?: number;
}) {
  const where = searchFilter(q);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(t)
      .where(and(where, sentBefore(before)))
      .orderBy(...newestFirst)
      .limit(pageSize + 1),
    where ? countMatching(db, where) : countAll(db),
  ]);
  const items = rows.slice(0, pageSize);
  return {
    items,
    total,
    olderCursor: rows.length > pageSize ? (items.at(-1)?.id ?? null) : null,
  };
}

/** Every application matching the search, newest first: the CSV export. */
export function listAllApplications({ db, q }: { db: DbOrTx; q?: string }) {
  return db
    .select()
    .from(t)
    .where(searchFilter(q))
    .orderBy(...newestFirst);
}

export type ApplicationRow = typeof t.$inferSelect;
