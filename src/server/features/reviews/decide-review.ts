import { and, eq } from 'drizzle-orm';
import type { Review } from '../../../shared/contracts/reviews';
import { notificationLinks, notificationTitles } from '../../../shared/domain/notifications';
import {
  type ReviewDecision,
  type ReviewState,
  reviewDecisionDoneLabels,
  reviewMessages,
} from '../../../shared/domain/reviews';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { reviews, reviewVersions, versionDecisions } from '../../db/schema/index';
import { clientNameForTeam, type NotificationInput, notifyAdmins } from '../../notifications/notify';
import type { RealtimeHub } from '../../realtime/hub';
import { reviewView } from './get-review';
import { judgeLatestVersion } from './judge-version';
import { callerName, findReview, type ReviewCaller, type ReviewRow } from './review-access';
import { reviewCallerWho } from './review-audit';
import { deciderIdsOf } from './review-reviewers';

/**
 * A named reviewer decides on the latest version, once. The version's outcome then follows the one rule
 * (`reviewOutcome`): once it is approved or changes are requested, the version is locked and the review
 * takes its state. The client's staff hear of each decision, and the audit log records it (a guest
 * reviewer by their name and address) in the same transaction.
 */
export async function decideReview({
  db,
  realtime,
  caller,
  who,
  reviewId,
  decision,
  note,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  caller: ReviewCaller;
  who: AuditWho;
  reviewId: string;
  decision: ReviewDecision;
  note?: string;
}): Promise<Review> {
  return db.transaction(async (tx) => {
    const review = await findReview(tx, reviewId, caller, { lock: true });
    if (caller.side !== 'client' || !(await deciderIdsOf(tx, reviewId)).includes(caller.id)) {
      throw new AppError('forbidden', reviewMessages.notAReviewer);
    }
    const [latest] = await tx
      .select()
      .from(reviewVersions)
      .where(and(eq(reviewVersions.reviewId, reviewId), eq(reviewVersions.number, review.latestVersion)));
    if (latest?.state !== 'awaiting_review') throw new AppError('conflict', reviewMessages.notAwaiting);
    const decider = caller.guest ? { guestId: caller.guest.id } : { reviewerId: caller.id };
    const [saved] = await tx
      .insert(versionDecisions)
      .values({ versionId: latest.id, ...decider, decision, note: note || null })
      .onConflictDoNothing()
      .returning();
    if (!saved) throw new AppError('conflict', reviewMessages.alreadyDecided);

    const state = await judgeLatestVersion(tx, review, review.rule, saved.decidedAt);
    const [updated] = await tx
      .update(reviews)
      .set({ state, updatedAt: saved.decidedAt })
      .where(eq(reviews.id, reviewId))
      .returning();
    if (!updated) throw new AppError('not_found', reviewMessages.notFound);
    const audited = await reviewCallerWho(tx, who, caller);
    await recordAudit(tx, audited.who, {
      action: 'review_decided',
      clientId: review.clientId,
      target: { type: 'review', id: review.id, label: review.title },
      details: {
        version: review.latestVersion,
        decision,
        outcome: state,
        ...(audited.guest ? { guest: { name: audited.guest.name, email: audited.guest.email } } : {}),
      },
    });
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
  state: ReviewState,
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
  return {
    kind: 'review_decided',
    title: notificationTitles.reviewDecision(
      (await callerName(tx, caller)) ?? client,
      reviewDecisionDoneLabels[decision],
      review.title,
    ),
    link,
  };
}
