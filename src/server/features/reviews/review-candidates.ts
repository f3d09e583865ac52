import { asc, eq } from 'drizzle-orm';
import type { ReviewCandidates } from '../../../shared/contracts/reviews';
import type { DbOrTx } from '../../db/connection';
import { clientMembers, users } from '../../db/schema/index';
import type { Reach } from '../../identity/client-reach';
import { requireClientAccount } from '../../identity/require-client-account';

/** The people of a client company staff may name as reviewers: everyone who can sign in there. */
export async function listReviewCandidates({
  db,
  reach,
  clientId,
}: {
  db: DbOrTx;
  reach: Reach;
  clientId: string;
}): Promise<ReviewCandidates> {
  await requireClientAccount(db, clientId, reach);
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(clientMembers)
    .innerJoin(users, eq(users.id, clientMembers.userId))
    .where(eq(clientMembers.clientId, clientId))
    .orderBy(asc(clientMembers.createdAt));
  return { people };
}
