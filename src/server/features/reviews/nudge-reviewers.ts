import { and, eq, sql } from 'drizzle-orm';
import { notificationLinks, notificationTitles } from '../../../shared/domain/notifications';
import { REVIEW_NUDGE_INTERVAL_SECONDS, reviewMessages } from '../../../shared/domain/reviews';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { clientMembers, reviewReviewers, reviewVersions, versionDecisions } from '../../db/schema/index';
import { notifyPeople } from '../../notifications/notify';
import type { RateLimiter } from '../../platform/rate-limiter';
import type { RealtimeHub } from '../../realtime/hub';
import { findReview, type ReviewCaller } from './review-access';

/**
 * Staff remind by hand the reviewers who have yet to decide on a review awaiting review: bell, and email by
 * their reminder toggle. Once an hour a review, whoever nudges. Answers how many were reminded.
 */
export async function nudgeReviewers({
  db,
  realtime,
  rateLimiter,
  caller,
  reviewId,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  rateLimiter: RateLimiter;
  caller: ReviewCaller;
  reviewId: string;
}): Promise<{ nudged: number }> {
  const review = await findReview(db, reviewId, caller);
  if (review.state !== 'awaiting_review') throw new AppError('conflict', reviewMessages.nothingToNudge);
  const undecided = await db
    .select({ id: reviewReviewers.userId })
    .from(reviewReviewers)
    .innerJoin(
      clientMembers,
      and(eq(clientMembers.userId, reviewReviewers.userId), eq(clientMembers.clientId, review.clientId)),
    )
    .where(
      and(
        eq(reviewReviewers.reviewId, reviewId),
        sql`not exists (select 1 from ${versionDecisions} d join ${reviewVersions} v on v.id = d.version_id
          where v.review_id = ${reviewId} and v.number = ${review.latestVersion}
          and d.reviewer_id = ${reviewReviewers.userId})`,
      ),
    );
  if (undecided.length === 0) throw new AppError('conflict', reviewMessages.nothingToNudge);
  if ((await rateLimiter.hit(`review-nudge:${reviewId}`, REVIEW_NUDGE_INTERVAL_SECONDS)) > 1)
    throw new AppError('rate_limited', reviewMessages.nudgedRecently);
  const nudged = await notifyPeople(
    { db, realtime },
    undecided.map(({ id }) => ({
      clientId: review.clientId,
      recipientId: id,
      kind: 'review_reminder' as const,
      title: notificationTitles.reviewNudge(review.title),
      link: notificationLinks.clientReview(reviewId),
    })),
  );
  return { nudged };
}
