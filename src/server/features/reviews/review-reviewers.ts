import { and, eq, inArray } from 'drizzle-orm';
import { reviewMessages } from '../../../shared/domain/reviews';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { clientMembers, reviewReviewers } from '../../db/schema/index';

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
