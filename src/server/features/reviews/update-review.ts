import { eq } from 'drizzle-orm';
import type { Review, UpdateReview } from '../../../shared/contracts/reviews';
import { reviewMessages } from '../../../shared/domain/reviews';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { reviews } from '../../db/schema/index';
import type { RealtimeHub } from '../../realtime/hub';
import { reviewView } from './get-review';
import { judgeLatestVersion } from './judge-version';
import { findReview, type ReviewCaller } from './review-access';
import { setReviewers } from './review-reviewers';

/**
 * Staff change a review's details, rule or reviewers. A version still awaiting review is then judged again
 * by the rule (naming fewer reviewers can complete an approval); a decided one stays as it was decided.
 */
export async function updateReview({
  db,
  realtime,
  caller,
  reviewId,
  changes,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  caller: ReviewCaller;
  reviewId: string;
  changes: UpdateReview;
}): Promise<Review> {
  return db.transaction(async (tx) => {
    const review = await findReview(tx, reviewId, caller, { lock: true });
    if (review.state === 'approved') throw new AppError('conflict', reviewMessages.alreadyApproved);
    if (changes.reviewerIds) await setReviewers(tx, review, changes.reviewerIds);
    const rule = changes.rule ?? review.rule;
    const state = await judgeLatestVersion(tx, review, rule);
    const [updated] = await tx
      .update(reviews)
      .set({
        title: changes.title ?? review.title,
        brief: changes.brief === undefined ? review.brief : changes.brief || null,
        dueDate: changes.dueDate === undefined ? review.dueDate : changes.dueDate,
        rule,
        state,
        updatedAt: new Date(),
      })
      .where(eq(reviews.id, reviewId))
      .returning();
    if (!updated) throw new AppError('not_found', reviewMessages.notFound);
    await realtime.publish({ topic: 'reviews', clientId: review.clientId, id: reviewId }, tx);
    return reviewView(tx, caller, updated);
  });
}
