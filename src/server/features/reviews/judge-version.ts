import { and, eq } from 'drizzle-orm';
import { type ReviewRule, type ReviewState, reviewOutcome } from '../../../shared/domain/reviews';
import type { DbOrTx } from '../../db/connection';
import { reviewVersions, versionDecisions } from '../../db/schema/index';
import { deciderIdsOf, deciderOf } from './review-reviewers';

/**
 * Judges the latest version by the rule, from the decisions of everyone who counts now (named reviewers
 * and guests not removed). A version that is decided stays as it was; one still awaiting review is locked
 * once the rule gives an outcome (`at` is when). Returns the version's state, the review's to be.
 */
export async function judgeLatestVersion(
  tx: DbOrTx,
  review: { id: string; latestVersion: number; state: ReviewState },
  rule: ReviewRule,
  at: Date = new Date(),
): Promise<ReviewState> {
  const [latest] = await tx
    .select({ id: reviewVersions.id, state: reviewVersions.state })
    .from(reviewVersions)
    .where(and(eq(reviewVersions.reviewId, review.id), eq(reviewVersions.number, review.latestVersion)));
  if (latest?.state !== 'awaiting_review') return review.state;
  const decisions = await tx
    .select({
      reviewerId: versionDecisions.reviewerId,
      guestId: versionDecisions.guestId,
      decision: versionDecisions.decision,
    })
    .from(versionDecisions)
    .where(eq(versionDecisions.versionId, latest.id));
  const state = reviewOutcome(
    rule,
    await deciderIdsOf(tx, review.id),
    decisions.map((one) => ({ reviewerId: deciderOf(one), decision: one.decision })),
  );
  if (state !== 'awaiting_review') {
    await tx.update(reviewVersions).set({ state, decidedAt: at }).where(eq(reviewVersions.id, latest.id));
  }
  return state;
}
