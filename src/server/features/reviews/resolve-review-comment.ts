import { aliasedTable, and, eq, isNull, sql } from 'drizzle-orm';
import type { ReviewComment } from '../../../shared/contracts/reviews';
import { reviewMessages } from '../../../shared/domain/reviews';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { reviewComments, reviewGuests, reviewVersions, users } from '../../db/schema/index';
import type { RealtimeHub } from '../../realtime/hub';
import { toReviewComment } from './get-review';
import { findReview, type ReviewCaller } from './review-access';
import { commentFilesOf } from './review-comment-files';

/** Staff mark a thread resolved, or open it again. Only a thread's first comment is resolved. */
export async function resolveReviewComment({
  db,
  realtime,
  caller,
  reviewId,
  commentId,
  resolved,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  caller: ReviewCaller;
  reviewId: string;
  commentId: string;
  resolved: boolean;
}): Promise<ReviewComment> {
  return db.transaction(async (tx) => {
    const review = await findReview(tx, reviewId, caller, { lock: true });
    const [comment] = await tx
      .update(reviewComments)
      .set(
        resolved ? { resolvedAt: new Date(), resolvedBy: caller.id } : { resolvedAt: null, resolvedBy: null },
      )
      .where(
        and(
          eq(reviewComments.id, commentId),
          eq(reviewComments.reviewId, reviewId),
          isNull(reviewComments.parentId),
        ),
      )
      .returning();
    if (!comment) throw new AppError('not_found', reviewMessages.commentNotFound);
    await realtime.publish({ topic: 'reviews', clientId: review.clientId, id: reviewId }, tx);
    const author = aliasedTable(users, 'author');
    const [names] = await tx
      .select({
        authorName: author.name,
        guestName: reviewGuests.name,
        resolvedBy: users.name,
        versionNumber: reviewVersions.number,
      })
      .from(reviewVersions)
      .leftJoin(author, eq(author.id, comment.authorId ?? ''))
      .leftJoin(reviewGuests, sql`${reviewGuests.id} = ${comment.guestId}`)
      .leftJoin(users, eq(users.id, comment.resolvedBy ?? ''))
      .where(eq(reviewVersions.id, comment.versionId));
    const files = await commentFilesOf(tx, reviewId, [comment.id], caller.guest?.filesBase);
    return toReviewComment(
      comment,
      {
        authorName: names?.authorName ?? null,
        guestName: names?.guestName ?? null,
        resolvedBy: names?.resolvedBy ?? null,
        versionNumber: names?.versionNumber ?? 1,
      },
      caller,
      files.get(comment.id) ?? [],
    );
  });
}
