import { and, eq, inArray, isNull } from 'drizzle-orm';
import { reviewMessages } from '../../../shared/domain/reviews';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { clientMembers, reviewGuests, reviewReviewers } from '../../db/schema/index';

/**
 * Names a review's reviewers: people of the review's own client only (anyone else is refused with 400 and
 * nothing written). Those no longer named lose their place; their past decisions stay on record.
 */
export async function setReviewers(
  tx: DbOrTx,
  review: { id: string; clientId: string },
  reviewerIds: readonly string[],
): Promise<void> {
  const wanted = [...new Set(reviewerIds)];
  const people = await tx
    .select({ id: clientMembers.userId })
    .from(clientMembers)
    .where(and(eq(clientMembers.clientId, review.clientId), inArray(clientMembers.userId, wanted)));
  if (people.length !== wanted.length) {
    throw new AppError('validation_failed', reviewMessages.reviewerNotInCompany, {
      reviewerIds: [reviewMessages.reviewerNotInCompany],
    });
  }
  await tx.delete(reviewReviewers).where(eq(reviewReviewers.reviewId, review.id));
  await tx.insert(reviewReviewers).values(wanted.map((userId) => ({ reviewId: review.id, userId })));
}

/** The ids of a review's named reviewers. */
export async function reviewerIdsOf(db: DbOrTx, reviewId: string): Promise<string[]> {
  const rows = await db
    .select({ id: reviewReviewers.userId })
    .from(reviewReviewers)
    .where(eq(reviewReviewers.reviewId, reviewId));
  return rows.map((row) => row.id);
}

/** A guest reviewer's id among the deciders: no person's id looks like it. */
export const guestDeciderId = (guestId: string) => `guest:${guestId}`;

/** Who made a decision row: a named person, or a guest. */
export const deciderOf = (row: { reviewerId: string | null; guestId: string | null }): string =>
  row.reviewerId ?? guestDeciderId(row.guestId ?? '');

/**
 * Everyone whose decision counts under the review's rule: the named reviewers and the guests not removed.
 * A guest whose link expired still counts until staff remove them or send the link again.
 */
export async function deciderIdsOf(db: DbOrTx, reviewId: string): Promise<string[]> {
  const guests = await db
    .select({ id: reviewGuests.id })
    .from(reviewGuests)
    .where(and(eq(reviewGuests.reviewId, reviewId), isNull(reviewGuests.revokedAt)));
  return [...(await reviewerIdsOf(db, reviewId)), ...guests.map((guest) => guestDeciderId(guest.id))];
}
