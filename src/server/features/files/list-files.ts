import { type AnyColumn, and, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import {
  ADMIN_FILES_PAGE_SIZE,
  type AdminFileCounts,
  type AdminFileList,
  type ClientFile,
} from '../../../shared/contracts/files';
import { FILE_CATEGORIES, type FileCategory } from '../../../shared/domain/client-files';
import { clientDisplayNameSql } from '../../db/client-display-name';
import { clientsNamed, FEW_NAMED_CLIENTS } from '../../db/clients-named';
import type { DbOrTx } from '../../db/connection';
import { containsPattern } from '../../db/contains-pattern';
import { clientFileTotals, files, profiles, users } from '../../db/schema/index';
import { readTableTotals } from '../../db/table-totals';
import { type Reach, withinReach } from '../../identity/client-reach';
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
 * The name a file's client is shown by (clientDisplayName): the search matches it, as it matches what the
 * row shows. A profile's part alone, for a profile found without its account.
 */
const shownProfileName = clientDisplayNameSql({
  companyName: profiles.companyName,
  contactPerson: profiles.contactPerson,
  email: sql`null`,
});
const clientName = clientDisplayNameSql({
  companyName: profiles.companyName,
  contactPerson: profiles.contactPerson,
  email: users.email,
});

/**
 * What narrows the files to a search: the condition to page by, and the file's own match and its
 * client's, apart, for the tab counts (see countFiles). `named` says whether a client id column holds a
 * client the search names.
 */
type FileSearch = { page: SQL; ownMatches: SQL; named: (clientId: AnyColumn) => SQL };

/** Ids as the database writes them in one value: a JSON array, or an array literal for a SQL parameter. */
type IdsText = string | null;

/**
 * SPEC §2 Reports & Files search: the file's name, its description or its client's name, ignoring case.
 * Name and description have trigram indexes; the clients whose name matches are looked up once, through
 * the names' trigram indexes (db/clients-named.ts), and handed to the page and the counts as ids. A few
 * (a rare word) are a list the planner sees, so it reads only their files; more (a common word) are an
 * array it does not look into, so the page walks the files newest first and meets 30 matches soon.
 */
async function searchFilter(db: DbOrTx, q: string | undefined): Promise<FileSearch | undefined> {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  // A profile found by its company or contact person shows one of them; only an email found may be shown.
  const profileRule = ilike(shownProfileName, pattern);
  const named = clientsNamed(db, pattern, { profileRule, emailRule: ilike(clientName, pattern) }).as('named');
  // The ids come back as one value, not a row each, and a common word's go back to the database as that
  // same text: hundreds of ids were parsed into rows and written out again for each of two queries.
  const [found] = await db
    .select({
      few: sql<IdsText>`case when count(*) <= ${FEW_NAMED_CLIENTS} then json_agg(${named.id})::text end`,
      many: sql<IdsText>`case when count(*) > ${FEW_NAMED_CLIENTS} then array_agg(${named.id})::text end`,
    })
    .from(named);
  const ownMatches = sql`(${ilike(files.name, pattern)} or ${ilike(files.description, pattern)})`;
  const few = found?.few ? (JSON.parse(found.few) as string[]) : [];
  const isNamed = (clientId: AnyColumn) =>
    found?.many ? sql`${clientId} in (select unnest(${found.many}::text[]))` : inArray(clientId, few);
  return { page: sql`(${ownMatches} or ${isNamed(files.clientId)})`, ownMatches, named: isNamed };
}

/**
 * The files uploaded before the file `before`, compared in the database so files stored within one
 * millisecond keep one order. A cursor whose file has since been deleted ends the list.
 */
function uploadedBefore(before: string | undefined): SQL | undefined {
  if (!before) return undefined;
  return sql`(${files.createdAt}, ${files.id}) < (select f.created_at, f.id from ${files} f where f.id = ${before})`;
}

/** The rows the caller reaches (an account manager's clients), of one client when `clientId` is set. */
const ofClient = (column: AnyColumn, reach: Reach, clientId: string | undefined) =>
  and(withinReach(reach, column), clientId === undefined ? undefined : eq(column, clientId));

/**
 * How many files match the client and the search, in all and per category: the tabs' counts. Every file
 * of the agency is the running total the database keeps (table_totals), a client's files its row of
 * client_file_totals. A search adds up the rows of the clients it names (however many match) and counts,
 * apart, the other files whose own name or description matches: an OR of the two made the database visit
 * every matching file's row.
 */
async function countFiles(
  db: DbOrTx,
  reach: Reach,
  filters: AdminFileFilters,
  search: FileSearch | undefined,
): Promise<AdminFileCounts> {
  if (filters.clientId === undefined && !search && reach.kind === 'every') {
    const total = await readTableTotals(db, 'files', FILE_CATEGORIES);
    const [report, document, asset] = [total('report').count, total('document').count, total('asset').count];
    return { all: report + document + asset, report, document, asset };
  }
  const totals = sql`select ${clientFileTotals.report}, ${clientFileTotals.document}, ${clientFileTotals.asset}
    from ${clientFileTotals}
    where ${and(ofClient(clientFileTotals.clientId, reach, filters.clientId), search?.named(clientFileTotals.clientId)) ?? sql`true`}`;
  const matching = search
    ? sql`${totals}
        union all
        select (category = 'report')::int, (category = 'document')::int, (category = 'asset')::int
        from ${files}
        where ${and(ofClient(files.clientId, reach, filters.clientId), search.ownMatches)} and not (${search.named(files.clientId)})`
    : totals;
  const [row] = await db
    .select({
      report: sql<number>`coalesce(sum(report), 0)::int`.mapWith(Number),
      document: sql<number>`coalesce(sum(document), 0)::int`.mapWith(Number),
      asset: sql<number>`coalesce(sum(asset), 0)::int`.mapWith(Number),
    })
    .from(sql`(${matching}) as matching`);
  const { report = 0, document = 0, asset = 0 } = row ?? {};
  return { all: report + document + asset, report, document, asset };
}

/**
 * SPEC §2 Reports & Files and a client's Files tab: one page of every client's files (or one client's),
 * newest first, with their client's name, narrowed by category and search; the newest page also
 * carries the tabs' counts.
 */
export async function listAdminFiles({
  db,
  reach,
  filters,
  before,
  pageSize = ADMIN_FILES_PAGE_SIZE,
}: {
  db: DbOrTx;
  /** An account manager's list and counts hold only their clients' files (decision 043). */
  reach: Reach;
  filters: AdminFileFilters;
  before?: string;
  pageSize?: number;
}): Promise<AdminFileList> {
  const search = await searchFilter(db, filters.q);
  const [rows, counts] = await Promise.all([
    adminFileQuery(db)
      .where(
        and(
          ofClient(files.clientId, reach, filters.clientId),
          filters.category === undefined ? undefined : eq(files.category, filters.category),
          search?.page,
          uploadedBefore(before),
        ),
      )
      .orderBy(desc(files.createdAt), desc(files.id))
      .limit(pageSize + 1),
    // Counted for the newest page only: the later pages of one list would count the same again.
    before ? null : countFiles(db, reach, filters, search),
  ]);
  const page = rows.slice(0, pageSize);
  return {
    files: page.map(toAdminFile),
    counts,
    olderCursor: rows.length > pageSize ? (page.at(-1)?.file.id ?? null) : null,
  };
}
