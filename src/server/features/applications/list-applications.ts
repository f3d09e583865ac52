import { count, desc, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { containsPattern } from '../../db/contains-pattern';
import { applicationSubmissions as t } from '../../db/schema/index';

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

export async function listApplications({
  db,
  q,
  limit,
  offset = 0,
}: {
  db: Db;
  q?: string;
  limit?: number;
  offset?: number;
}) {
  const where = searchFilter(q);
  const query = db.select().from(t).where(where).orderBy(desc(t.createdAt), desc(t.id)).offset(offset);
  const [items, totals] = await Promise.all([
    limit === undefined ? query : query.limit(limit),
    db.select({ total: count() }).from(t).where(where),
  ]);
  return { items, total: totals[0]?.total ?? 0 };
}

export type ApplicationRow = typeof t.$inferSelect;
