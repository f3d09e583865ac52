import { aliasedTable, asc, eq, inArray } from 'drizzle-orm';
import type { Review, ReviewComment } from '../../../shared/contracts/reviews';
import { reviewFileKindOf } from '../../../shared/domain/reviews';
import { activityAuthorLabel } from '../../../shared/domain/task-activity';
import type { DbOrTx } from '../../db/connection';
import {
  reviewComments,
  reviewFiles,
  reviewReviewers,
  reviewVersions,
  users,
  versionDecisions,
} from '../../db/schema/index';
import { clientNameForTeam } from '../../notifications/notify';
import { findReview, type ReviewCaller, type ReviewRow } from './review-access';
import { reviewFileUrls } from './review-files-url';

/** A whole review as its page shows it: versions with files and decisions, reviewers, every comment. */
export async function getReview({
  db,
  caller,
  reviewId,
}: {
  db: DbOrTx;
  caller: ReviewCaller;
  reviewId: string;
}): Promise<Review> {
  return reviewView(db, caller, await findReview(db, reviewId, caller.reach));
}

/** The page's view of a review the caller has already been found to reach. */
export async function reviewView(db: DbOrTx, caller: ReviewCaller, review: ReviewRow): Promise<Review> {
  const versions = await db
    .select({ version: reviewVersions, sentBy: users.name })
    .from(reviewVersions)
    .leftJoin(users, eq(users.id, reviewVersions.sentBy))
    .where(eq(reviewVersions.reviewId, review.id))
    .orderBy(asc(reviewVersions.number));
  const versionIds = versions.map(({ version }) => version.id);
  const numberOf = new Map(versions.map(({ version }) => [version.id, version.number]));
  // One after another: inside a transaction the driver takes one statement at a time.
  const files = versionIds.length
    ? await db
        .select()
        .from(reviewFiles)
        .where(inArray(reviewFiles.versionId, versionIds))
        .orderBy(asc(reviewFiles.position))
    : [];
  const decisions = versionIds.length
    ? await db
        .select({ decision: versionDecisions, name: users.name })
        .from(versionDecisions)
        .innerJoin(users, eq(users.id, versionDecisions.reviewerId))
        .where(inArray(versionDecisions.versionId, versionIds))
        .orderBy(asc(versionDecisions.decidedAt))
    : [];
  const reviewers = await db
    .select({ id: reviewReviewers.userId, name: users.name })
    .from(reviewReviewers)
    .innerJoin(users, eq(users.id, reviewReviewers.userId))
    .where(eq(reviewReviewers.reviewId, review.id))
    .orderBy(asc(reviewReviewers.addedAt), asc(users.name));
  const resolver = aliasedTable(users, 'resolver');
  const comments = await db
    .select({ comment: reviewComments, authorName: users.name, resolvedBy: resolver.name })
    .from(reviewComments)
    .leftJoin(users, eq(users.id, reviewComments.authorId))
    .leftJoin(resolver, eq(resolver.id, reviewComments.resolvedBy))
    .where(eq(reviewComments.reviewId, review.id))
    .orderBy(asc(reviewComments.createdAt), asc(reviewComments.id));

  const latest = versions.at(-1)?.version;
  const latestDecisions = decisions.filter(({ decision }) => decision.versionId === latest?.id);
  const decisionOf = new Map(latestDecisions.map(({ decision }) => [decision.reviewerId, decision.decision]));
  const named = reviewers.some((reviewer) => reviewer.id === caller.id);
  return {
    id: review.id,
    clientId: review.clientId,
    clientName: await clientNameForTeam(db, review.clientId),
    title: review.title,
    brief: review.brief,
    dueDate: review.dueDate,
    rule: review.rule,
    state: review.state,
    createdAt: review.createdAt.toISOString(),
    reviewers: reviewers.map((reviewer) => ({ ...reviewer, decision: decisionOf.get(reviewer.id) ?? null })),
    versions: versions.map(({ version, sentBy }) => ({
      id: version.id,
      number: version.number,
      note: version.note,
      state: version.state,
      sentAt: version.sentAt.toISOString(),
      sentBy: sentBy ?? 'Team Member',
      decidedAt: version.decidedAt?.toISOString() ?? null,
      files: files
        .filter((file) => file.versionId === version.id)
        .map((file) => ({
          id: file.id,
          fileName: file.fileName,
          fileType: file.fileType,
          fileSize: file.fileSize,
          kind: reviewFileKindOf(file.fileType),
          ...reviewFileUrls(review.id, file.id),
        })),
      decisions: decisions
        .filter(({ decision }) => decision.versionId === version.id)
        .map(({ decision, name }) => ({
          reviewer: { id: decision.reviewerId, name },
          decision: decision.decision,
          note: decision.note,
          decidedAt: decision.decidedAt.toISOString(),
        })),
      addressedCommentIds: comments
        .filter(({ comment }) => comment.addressedInVersion === version.number)
        .map(({ comment }) => comment.id),
    })),
    comments: comments.map(({ comment, authorName, resolvedBy }) =>
      toReviewComment(
        comment,
        { authorName, resolvedBy, versionNumber: numberOf.get(comment.versionId) ?? 1 },
        caller,
      ),
    ),
    canDecide:
      caller.side === 'client' && named && latest?.state === 'awaiting_review' && !decisionOf.has(caller.id),
  };
}

/** One comment as both sides read it: 'You' for the caller, a person's name otherwise. */
export function toReviewComment(
  comment: typeof reviewComments.$inferSelect,
  names: { authorName: string | null; resolvedBy: string | null; versionNumber: number },
  caller: ReviewCaller,
): ReviewComment {
  const author = activityAuthorLabel(
    { id: comment.authorId, role: comment.authorSide, name: names.authorName },
    caller.id,
  );
  return {
    id: comment.id,
    versionId: comment.versionId,
    versionNumber: names.versionNumber,
    parentId: comment.parentId,
    author: { id: comment.authorId, name: author.name, side: comment.authorSide },
    body: comment.body,
    anchor: comment.anchor,
    resolvedAt: comment.resolvedAt?.toISOString() ?? null,
    resolvedBy: comment.resolvedAt ? (names.resolvedBy ?? 'Team Member') : null,
    addressedIn: comment.addressedInVersion,
    createdAt: comment.createdAt.toISOString(),
  };
}
