import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import {
  ADMIN_FILES_PAGE_SIZE,
  type AdminFileCounts,
  type AdminFileList,
  type ClientFile,
} from '../../../shared/contracts/files';
import type { FileCategory } from '../../../shared/domain/client-files';
import type { DbOrTx } from '../../db/connection';
import { containsPattern } from '../../db/contains-pattern';
import { files, profiles, users } from '../../db/schema/index';
import { readTableTotals } from '../../db/table-totals';
import { adminFileQuery, toAdminFile, toClientFile } from './file-dto';

/** SPEC §7 files: one client's files, newest first. */
export async function listClientFiles({
  db,
  clientId,
}: {
  db: DbOrTx;
  clientId: string;
}): Promise<ClientFile[]> {
  const rows = await db
    .select()
    .from(files)
    .where(eq(files.clientId, clientId))
    .orderBy(desc(files.createdAt), desc(files.id));
  return rows.map(toClientFile);
}

/** What narrows the admin's files: one client, one category (a tab), a search. */
export type AdminFileFilters = { clientId?: string; category?: FileCategory; q?: string };

/**
 * The name a file's client is shown by (clientDisplayName): company name, else contact person, else email,
 * a name of blanks counting as none. The search matches this, as it matches what the row shows.
 */
const clientName = sql`coalesce(nullif(btrim(${profiles.companyName}), ''), nullif(btrim(${profiles.contactPerson}), ''), ${users.email})`;

/**
 * SPEC §2 Reports & Files search: the file's name, its description or its client's name, ignoring case.
 * The clients whose name matches are found once, in a subquery, rather than once per file.
 */
function searchFilter(db: DbOrTx, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  const named = db
    .select({ id: users.id })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(ilike(clientName, pattern));
  return or(ilike(files.name, pattern), ilike(files.description, pattern), inArray(files.clientId, named));
}

/**
 * The files uploaded before the file `before`, compared in the database so files stored within one
 * millisecond keep one order. A cursor whose file has since been deleted ends the list.
 */
function uploadedBefore(before: string | undefined): SQL | undefined {
  if (!before) return undefined;
  return sql`(${files.createdAt}, ${files.id}) < (select f.created_at, f.id from ${files} f where f.id = ${before})`;
}

const byClient = (clientId: string | undefined) =>
  clientId === undefined ? undefined : eq(files.clientId, clientId);

const countOf = (category: FileCategory) =>
  sql<number>`(count(*) filter (where ${files.category} = ${category}))::int`.mapWith(Number);

/**
 * How many files match the client and the search, in all and per category: the tabs' counts. Every file
 * of the agency is the running total the database keeps; one client's or a search's are counted.
 */
async function countFiles(db: DbOrTx, filters: AdminFileFilters): Promise<AdminFileCounts> {
  if (filters.clientId === undefined && !filters.q) {
    const total = await readTableTotals(db, 'files');
    const [report, document, asset] = [total('report').count, total('document').count, total('asset').count];
    return { all: report + document + asset, report, document, asset };
  }
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`.mapWith(Number),
      report: countOf('report'),
      document: countOf('document'),
      asset: countOf('asset'),
    })
    .from(files)
    .where(and(byClient(filters.clientId), searchFilter(db, filters.q)));
  return row ?? { all: 0, report: 0, document: 0, asset: 0 };
}

/**
 * SPEC §2 Reports & Files and a client's Files tab: one page of every client's files (or one client's),
 * newest first, with their client's name, narrowed by category and search; the newest page also
 * carries the tabs' counts.
 */
export async function listAdminFiles({
  db,
  filters,
  before,
  pageSize = ADMIN_FILES_PAGE_SIZE,
}: {
  db: DbOrTx;
  filters: AdminFileFilters;
  before?: string;
  pageSize?: number;
}): Promise<AdminFileList> {
  const [rows, counts] = await Promise.all([
    adminFileQuery(db)
      .where(
        and(
          byClient(filters.clientId),
          filters.category === undefined ? undefined : eq(files.category, filters.category),
          searchFilter(db, filters.q),
          uploadedBefore(before),
        ),
      )
      .orderBy(desc(files.createdAt), desc(files.id))
      .limit(pageSize + 1),
    // Counted for the newest page only: the later pages of one list would count the same again.
    before ? null : countFiles(db, filters),
  ]);
  const page = rows.slice(0, pageSize);
  return {
    files: page.map(toAdminFile),
    counts,
    olderCursor: rows.length > pageSize ? (page.at(-1)?.file.id ?? null) : null,
  };
}
