import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { reviewMessages } from '../../../shared/domain/reviews';
import { type Side, sideOf } from '../../../shared/domain/roles';
import { messages } from '../../../shared/messages';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { reviews } from '../../db/schema/index';
import type { AppEnv } from '../../http/app-env';
import { currentActor, reachOf } from '../../http/session';
import { type Reach, withinReach } from '../../identity/client-reach';

/** Who is acting on a review: their id, their side of the work and the clients they reach (decision 043). */
export type ReviewCaller = { id: string; side: Side; reach: Reach };

export function reviewCaller(c: Context<AppEnv>): ReviewCaller {
  const actor = currentActor(c);
  if (actor.role === null) throw new AppError('forbidden', messages.guard.noRole);
  return { id: actor.user.id, side: sideOf(actor.role), reach: reachOf(actor) };
}

export type ReviewRow = typeof reviews.$inferSelect;

/**
 * The review, if the caller reaches its client; another client's review is 'Review not found'. With `lock`
 * the row is held until the transaction ends, so decisions, comments and new versions on one review
 * happen one at a time.
 */
export async function findReview(
  db: DbOrTx,
  reviewId: string,
  reach: Reach,
  options: { lock?: boolean } = {},
): Promise<ReviewRow> {
  const query = db
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), withinReach(reach, reviews.clientId)))
    .limit(1);
  const [review] = options.lock ? await query.for('update') : await query;
  if (!review) throw new AppError('not_found', reviewMessages.notFound);
  return review;
}
