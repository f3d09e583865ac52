import { and, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import {
  ADMIN_FILES_PAGE_SIZE,
  type AdminFileCounts,
  type AdminFileList,
  type ClientFile,
} from '../../../shared/contracts/files';
import type { FileCategory } from '../../../shared/domain/client-files';
import { clientsNamed, fewClientsNamed } from '../../db/clients-named';
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

/** What narrows the files to a search: one condition to page by, one to count by (see searchFilter). */
type FileSearch = { page: SQL; count: SQL };

/**
 * SPEC §2 Reports & Files search: the file's name, its description or its client's name, ignoring case.
 * Name and description have trigram indexes; the clients whose name matches are found first
 * (db/clients-named.ts), so a rare word reads only its files. For a common client name the page walks
 * the files newest first with a join filter, which meets 30 matches soon; the tab counts must visit every
 * match, so they take the clients as an array the client index can look up (`= any(array(…))`).
 */
async function searchFilter(db: DbOrTx, q: string | undefined): Promise<FileSearch | undefined> {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  const clientNameMatches = ilike(clientName, pattern);
  const named = await fewClientsNamed(db, pattern, clientNameMatches);
  const fileMatches = (clientMatches: SQL) =>
    sql`(${ilike(files.name, pattern)} or ${ilike(files.description, pattern)} or ${clientMatches})`;
  if (named) {
    const byId = fileMatches(inArray(files.clientId, named));
    return { page: byId, count: byId };
  }
  const namedClients = clientsNamed(db, pattern, clientNameMatches);
  return {
    page: fileMatches(inArray(files.clientId, namedClients)),
    count: fileMatches(sql`${files.clientId} = any(array(${namedClients}))`),
  };
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
async function countFiles(
  db: DbOrTx,
  filters: AdminFileFilters,
  search: FileSearch | undefined,
): Promise<AdminFileCounts> {
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
    .where(and(byClient(filters.clientId), search?.count));
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
  const search = await searchFilter(db, filters.q);
  const [rows, counts] = await Promise.all([
    adminFileQuery(db)
      .where(
        and(
          byClient(filters.clientId),
          filters.category === undefined ? undefined : eq(files.category, filters.category),
          search?.page,
          uploadedBefore(before),
        ),
      )
      .orderBy(desc(files.createdAt), desc(files.id))
      .limit(pageSize + 1),
    // Counted for the newest page only: the later pages of one list would count the same again.
    before ? null : countFiles(db, filters, search),
  ]);
  const page = rows.slice(0, pageSize);
  return {
    files: page.map(toAdminFile),
    counts,
    olderCursor: rows.length > pageSize ? (page.at(-1)?.file.id ?? null) : null,
  };
}
