import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './connection';
import { profiles, users } from './schema/index';

/**
 * Up to this many clients matching a search are handed to the list's query by id; past it the name is
 * common enough that walking the list newest first meets a page of matches soon.
 */
export const FEW_NAMED_CLIENTS = 200;

/**
 * Which clients a list's search finds by name. The candidates come from the trigram indexes: the profiles
 * whose company name or contact person holds the word, and, with `emailRule`, the accounts whose email
 * does. `profileRule` narrows the first over `profiles` alone (e.g. the name a row shows, when that is
 * not the email); `emailRule` the second over `users` and `profiles` (`true`: every such account).
 */
export type ClientNameRule = { profileRule?: SQL; emailRule?: SQL | true };

/**
 * The accounts whose names match a search, for a list that searches its rows and their client's name
 * (SPEC §2 Tasks Manager, Reports & Files, the inbox), under the list's own rule (ClientNameRule).
 *
 * Returns their ids when at most FEW_NAMED_CLIENTS match, else null. With ids the list's query can pass
 * them as a list the planner sees (a rare word: read the few matches through their indexes); with null it
 * should keep its join filter (a common word: walk the list's order and stop after a page). A condition
 * the planner cannot see into (`= any(array(subquery))`) made it guess the worst of both.
 */
export async function fewClientsNamed(
  db: DbOrTx,
  pattern: string,
  rule: ClientNameRule,
): Promise<string[] | null> {
  const rows = await clientsNamed(db, pattern, rule).limit(FEW_NAMED_CLIENTS + 1);
  return rows.length > FEW_NAMED_CLIENTS ? null : rows.map((row) => row.id);
}

/**
 * Every account whose names match (`{ id }` rows), however many. Each candidate is tested where it was
 * found: a profile's names without reading its account, an email's account with its profile. A rule
 * over both tables for every candidate took two to three times as long, for the join of all accounts it needed.
 */
export function clientsNamed(db: DbOrTx, pattern: string, { profileRule, emailRule }: ClientNameRule) {
  const byProfile = db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(or(ilike(profiles.companyName, pattern), ilike(profiles.contactPerson, pattern)), profileRule),
    );
  if (!emailRule) return byProfile.$dynamic();
  const byEmail = db
    .select({ id: users.id })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(ilike(users.email, pattern), emailRule === true ? undefined : emailRule));
  return byProfile.union(byEmail).$dynamic();
}
