import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './connection';
import { profiles, users } from './schema/index';

/**
 * Up to this many clients matching a search are handed to the list's query by id; past it the name is
 * common enough that walking the list newest first meets a page of matches soon.
 */
export const FEW_NAMED_CLIENTS = 200;

/**
 * The accounts whose names match a search, for a list that searches its rows and their client's name
 * (SPEC §2 Tasks Manager, Reports & Files, the inbox). `matches` is the list's own rule over `users` and
 * `profiles` (e.g. company name or contact person ILIKE the pattern); the candidates come from the trigram
 * indexes on the company name, contact person and email, so a rare name reads only its own rows.
 *
 * Returns their ids when at most FEW_NAMED_CLIENTS match, else null. With ids the list's query can pass
 * them as a list the planner sees (a rare word: read the few matches through their indexes); with null it
 * should keep its join filter (a common word: walk the list's order and stop after a page). A condition
 * the planner cannot see into (`= any(array(subquery))`) made it guess the worst of both.
 */
export async function fewClientsNamed(db: DbOrTx, pattern: string, matches: SQL): Promise<string[] | null> {
  const rows = await clientsNamed(db, pattern, matches).limit(FEW_NAMED_CLIENTS + 1);
  return rows.length > FEW_NAMED_CLIENTS ? null : rows.map((row) => row.id);
}

/**
 * Every account whose names match, as a subquery (`{ id }`) for a list's query when many do: the candidates
 * still come from the trigram indexes, so the rule in `matches` is tested on those rows only.
 */
export function clientsNamed(db: DbOrTx, pattern: string, matches: SQL) {
  const candidates = sql`(
    select ${profiles.id} from ${profiles}
    where ${or(ilike(profiles.companyName, pattern), ilike(profiles.contactPerson, pattern))}
    union
    select ${users.id} from ${users} where ${ilike(users.email, pattern)}
  )`;
  return db
    .select({ id: users.id })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(matches, sql`${users.id} in ${candidates}`))
    .$dynamic();
}
