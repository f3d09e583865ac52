import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { reviewMessages } from '../../../shared/domain/reviews';
import { type Side, sideOf } from '../../../shared/domain/roles';
import { messages } from '../../../shared/messages';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { reviewGuests, reviews, users } from '../../db/schema/index';
import type { AppEnv } from '../../http/app-env';
import { currentActor, reachOf } from '../../http/session';
import { type Reach, withinReach } from '../../identity/client-reach';

/**
 * Who is acting on a review: their id, their side of the work and the clients they reach (decision 043).
 * A guest reviewer acts on the client's side, as `guest:{guestId}` (an id no person has), within their
 * one review (`reviewCaller`'s reach is that review's client; `withinCallersReach` confines it to the
 * review), with that review's files served under their link (`filesBase`).
 */
export type ReviewCaller = {
  id: string;
  side: Side;
  reach: Reach;
  guest?: { id: string; reviewId: string; filesBase: string };
};

export function reviewCaller(c: Context<AppEnv>): ReviewCaller {
  const actor = currentActor(c);
  if (actor.role === null) throw new AppError('forbidden', messages.guard.noRole);
  return { id: actor.user.id, side: sideOf(actor.role), reach: reachOf(actor) };
}

export type ReviewRow = typeof reviews.$inferSelect;

/**
 * The one condition every review read and write adds: the caller's reach on the review's client and, for
 * a guest, their own review alone while their link and session are live, read in the same statement, so a
 * guest removed a moment ago is refused by the next one (a decision or comment waiting on the review's
 * lock included).
 */
export function withinCallersReach(caller: Pick<ReviewCaller, 'reach' | 'guest'>): SQL | undefined {
  const reach = withinReach(caller.reach, reviews.clientId);
  if (!caller.guest) return reach;
  return and(
    reach,
    eq(reviews.id, caller.guest.reviewId),
    sql`exists (select 1 from ${reviewGuests} g where g.id = ${caller.guest.id}
      and g.review_id = ${reviews.id} and g.revoked_at is null and g.expires_at > now()
      and g.session_expires_at > now())`,
  );
}

/**
 * The review, if the caller reaches it (withinCallersReach); another client's review is 'Review not
 * found'. With `lock` the row is held until the transaction ends, so decisions, comments and new versions
 * on one review happen one at a time.
 */
export async function findReview(
  db: DbOrTx,
  reviewId: string,
  caller: Pick<ReviewCaller, 'reach' | 'guest'>,
  options: { lock?: boolean } = {},
): Promise<ReviewRow> {
  const query = db
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), withinCallersReach(caller)))
    .limit(1);
  const [review] = options.lock ? await query.for('update', { of: reviews }) : await query;
  if (!review) throw new AppError('not_found', reviewMessages.notFound);
  return review;
}

/** The name others read for the caller: a person's, or a guest's with "(guest)" after it. */
export async function callerName(db: DbOrTx, caller: ReviewCaller): Promise<string | null> {
  if (caller.guest) {
    const [guest] = await db
      .select({ name: reviewGuests.name })
      .from(reviewGuests)
      .where(eq(reviewGuests.id, caller.guest.id));
    return guest ? guestLabel(guest.name) : null;
  }
  const [person] = await db.select({ name: users.name }).from(users).where(eq(users.id, caller.id));
  return person?.name ?? null;
}

export const guestLabel = (name: string) => `${name} ${reviewMessages.guestSuffix}`;
