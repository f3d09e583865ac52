import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { CLIENTS_PAGE_SIZE, type ClientList, type ClientSummary } from '../../../shared/contracts/clients';
import type { Db, DbOrTx } from '../../db/connection';
import { containsPattern } from '../../db/contains-pattern';
import { preparedQuery } from '../../db/prepared-query';
import { clientAccounts, profiles, tasks, users } from '../../db/schema/index';
import { runningTotal } from '../../db/table-totals';
import { managedBy, type Reach, withinReach } from '../../identity/client-reach';

const clientFields = {
  id: users.id,
  email: users.email,
  companyName: profiles.companyName,
  contactPerson: profiles.contactPerson,
  userCreatedAt: users.createdAt,
  profileCreatedAt: profiles.createdAt,
  suspendedAt: profiles.suspendedAt,
  taskCount: sql<number>`(select count(*) from ${tasks} where ${tasks.clientId} = ${users.id})`.mapWith(
    Number,
  ),
};

/**
 * Client companies with their profile names and task counts, and any `extra` fields; narrow it with a
 * WHERE. The count is a subquery per client row, so a page of clients reads only its own clients'
 * task index.
 */
function selectClients<Extra extends Record<string, SQL.Aliased | SQL>>(db: DbOrTx, extra: Extra) {
  return db
    .select({ ...clientFields, ...extra })
    .from(clientAccounts)
    .innerJoin(users, eq(users.id, clientAccounts.id))
    .leftJoin(profiles, eq(profiles.id, users.id));
}

export const clientQuery = (db: DbOrTx) => selectClients(db, {});

type ClientRow = Awaited<ReturnType<typeof clientQuery>>[number];

export function toClientSummary(row: ClientRow): ClientSummary {
  return {
    id: row.id,
    email: row.email,
    companyName: row.companyName,
    contactPerson: row.contactPerson,
    createdAt: (row.profileCreatedAt ?? row.userCreatedAt).toISOString(),
    taskCount: row.taskCount,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
  };
}

/** SPEC §2 'Search clients...': company name or contact person, ignoring case. */
function searchFilter(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(profiles.companyName, pattern), ilike(profiles.contactPerson, pattern));
}

/**
 * The clients who joined before the client `before`, compared in the database so two accounts created
 * within one millisecond keep their order. A cursor whose client has since been deleted ends the list.
 */
function joinedBefore(before: string | undefined): SQL | undefined {
  if (!before) return undefined;
  return sql`(${users.createdAt}, ${users.id}) < (select u.created_at, u.id from ${users} u where u.id = ${before})`;
}

/**
 * SPEC §2 Client List: one page of the client companies, newest first, with their profile names
 * and task counts, and how many match in all. Walks the users' creation index, never the whole table.
 */
export async function listClients({
  db,
  reach,
  mineOf,
  q,
  before,
}: {
  db: Db;
  /** An account manager's list holds only their clients (decision 043). */
  reach: Reach;
  /** 'My clients': only those this staff member is an account manager of. */
  mineOf?: string;
  q?: string;
  before?: string;
}): Promise<ClientList> {
  const scope = and(
    withinReach(reach, clientAccounts.id),
    mineOf === undefined ? undefined : managedBy(mineOf, clientAccounts.id),
  );
  const { rows, total } =
    !q && !before && !scope ? await openingPage(db) : await searchedOrOlderPage(db, scope, q, before);
  const page = rows.slice(0, CLIENTS_PAGE_SIZE);
  return {
    clients: page.map(toClientSummary),
    total,
    olderCursor: rows.length > CLIENTS_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}

async function searchedOrOlderPage(
  db: Db,
  scope: SQL | undefined,
  q: string | undefined,
  before: string | undefined,
): Promise<{ rows: ClientRow[]; total: number }> {
  const matching = and(scope, searchFilter(q));
  const [rows, [matched]] = await Promise.all([
    clientQuery(db)
      .where(and(matching, joinedBefore(before)))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(CLIENTS_PAGE_SIZE + 1),
    db
      .select({ total: count() })
      .from(clientAccounts)
      .leftJoin(profiles, eq(profiles.id, clientAccounts.id))
      .where(matching),
  ]);
  return { rows, total: matched?.total ?? 0 };
}

/**
 * The list as it opens, unsearched: every visit to the admin's dashboard reads it, so the page and the
 * total are one statement (one round trip), prepared once. No rows means no clients, so the total is then 0.
 */
const openingPageQuery = preparedQuery((db) =>
  selectClients(db, {
    // The running total the database keeps (migration 0013), not a count of every client on each visit.
    total: runningTotal('client_accounts', 'all'),
  })
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(CLIENTS_PAGE_SIZE + 1)
    .prepare('client_list_opening_page'),
);

async function openingPage(db: Db): Promise<{ rows: ClientRow[]; total: number }> {
  const rows = await openingPageQuery(db).execute();
  return { rows, total: rows[0]?.total ?? 0 };
}
