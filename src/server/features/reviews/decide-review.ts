import { and, eq } from 'drizzle-orm';
import type { Review } from '../../../shared/contracts/reviews';
import { notificationLinks, notificationTitles } from '../../../shared/domain/notifications';
import {
  type ReviewDecision,
  reviewDecisionDoneLabels,
  reviewMessages,
  reviewOutcome,
} from '../../../shared/domain/reviews';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { reviews, reviewVersions, users, versionDecisions } from '../../db/schema/index';
import { clientNameForTeam, type NotificationInput, notifyAdmins } from '../../notifications/notify';
import type { RealtimeHub } from '../../realtime/hub';
import { reviewView } from './get-review';
import { findReview, type ReviewCaller, type ReviewRow } from './review-access';
import { reviewerIdsOf } from './review-reviewers';

/**
 * A named reviewer decides on the latest version, once. The version's outcome then follows the one rule
 * (`reviewOutcome`): once it is approved or changes are requested, the version is locked and the review
 * takes its state. The client's staff hear of each decision.
 */
export async function decideReview({
  db,
  realtime,
  caller,
  reviewId,
  decision,
  note,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  caller: ReviewCaller;
  reviewId: string;
  decision: ReviewDecision;
  note?: string;
}): Promise<Review> {
  return db.transaction(async (tx) => {
    const review = await findReview(tx, reviewId, caller.reach, { lock: true });
    const reviewerIds = await reviewerIdsOf(tx, reviewId);
    if (caller.side !== 'client' || !reviewerIds.includes(caller.id)) {
      throw new AppError('forbidden', reviewMessages.notAReviewer);
    }
    const [latest] = await tx
      .select()
      .from(reviewVersions)
      .where(and(eq(reviewVersions.reviewId, reviewId), eq(reviewVersions.number, review.latestVersion)));
    if (latest?.state !== 'awaiting_review') throw new AppError('conflict', reviewMessages.notAwaiting);
    const [saved] = await tx
      .insert(versionDecisions)
      .values({ versionId: latest.id, reviewerId: caller.id, decision, note: note || null })
      .onConflictDoNothing()
      .returning();
    if (!saved) throw new AppError('conflict', reviewMessages.alreadyDecided);

    const decisions = await tx
      .select({ reviewerId: versionDecisions.reviewerId, decision: versionDecisions.decision })
      .from(versionDecisions)
      .where(eq(versionDecisions.versionId, latest.id));
    const state = reviewOutcome(review.rule, reviewerIds, decisions);
    const decidedAt = state === 'awaiting_review' ? null : saved.decidedAt;
    await tx.update(reviewVersions).set({ state, decidedAt }).where(eq(reviewVersions.id, latest.id));
    const [updated] = await tx
      .update(reviews)
      .set({ state, updatedAt: saved.decidedAt })
      .where(eq(reviews.id, reviewId))
      .returning();
    if (!updated) throw new AppError('not_found', reviewMessages.notFound);
    await realtime.publish({ topic: 'reviews', clientId: review.clientId, id: reviewId }, tx);
    await notifyAdmins(
      { db: tx, realtime },
      review.clientId,
      await staffNotice(tx, review, caller, decision, state),
    );
    return reviewView(tx, caller, updated);
  });
}

/** What the staff's bell says: the outcome once there is one, else who decided what. */
async function staffNotice(
  tx: DbOrTx,
  review: ReviewRow,
  caller: ReviewCaller,
  decision: ReviewDecision,
  state: ReturnType<typeof reviewOutcome>,
): Promise<NotificationInput> {
  const link = notificationLinks.adminReview(review.id);
  const client = await clientNameForTeam(tx, review.clientId);
  if (state === 'approved') {
    return { kind: 'review_decided', title: notificationTitles.reviewApproved(client, review.title), link };
  }
  if (state === 'changes_requested') {
    return {
      kind: 'review_decided',
      title: notificationTitles.reviewChangesRequested(client, review.title),
      link,
    };
  }
  const [person] = await tx.select({ name: users.name }).from(users).where(eq(users.id, caller.id));
  return {
    kind: 'review_decided',
    title: notificationTitles.reviewDecision(
      person?.name ?? client,
      reviewDecisionDoneLabels[decision],
      review.title,
    ),
    link,
  };
}
