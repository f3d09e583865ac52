import { aliasedTable, asc, eq, inArray } from 'drizzle-orm';
import type { Review, ReviewComment, ReviewCommentFile } from '../../../shared/contracts/reviews';
import { reviewFileKindOf } from '../../../shared/domain/reviews';
import { activityAuthorLabel } from '../../../shared/domain/task-activity';
import type { DbOrTx } from '../../db/connection';
import {
  reviewComments,
  reviewFiles,
  reviewGuests,
  reviewReviewers,
  reviewVersions,
  users,
  versionDecisions,
} from '../../db/schema/index';
import { clientNameForTeam } from '../../notifications/notify';
import { findReview, guestLabel, type ReviewCaller, type ReviewRow } from './review-access';
import { commentFilesOf } from './review-comment-files';
import { reviewFileUrls } from './review-files-url';
import { guestsOf, toReviewGuest } from './review-guest-rows';
import { deciderOf, guestDeciderId } from './review-reviewers';

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
  return reviewView(db, caller, await findReview(db, reviewId, caller));
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
        .select({ decision: versionDecisions, name: users.name, guestName: reviewGuests.name })
        .from(versionDecisions)
        .leftJoin(users, eq(users.id, versionDecisions.reviewerId))
        .leftJoin(reviewGuests, eq(reviewGuests.id, versionDecisions.guestId))
        .where(inArray(versionDecisions.versionId, versionIds))
        .orderBy(asc(versionDecisions.decidedAt))
    : [];
  const reviewers = await db
    .select({ id: reviewReviewers.userId, name: users.name })
    .from(reviewReviewers)
    .innerJoin(users, eq(users.id, reviewReviewers.userId))
    .where(eq(reviewReviewers.reviewId, review.id))
    .orderBy(asc(reviewReviewers.addedAt), asc(users.name));
  const guests = await guestsOf(db, review.id);
  const resolver = aliasedTable(users, 'resolver');
  const comments = await db
    .select({
      comment: reviewComments,
      authorName: users.name,
      guestName: reviewGuests.name,
      resolvedBy: resolver.name,
    })
    .from(reviewComments)
    .leftJoin(users, eq(users.id, reviewComments.authorId))
    .leftJoin(reviewGuests, eq(reviewGuests.id, reviewComments.guestId))
    .leftJoin(resolver, eq(resolver.id, reviewComments.resolvedBy))
    .where(eq(reviewComments.reviewId, review.id))
    .orderBy(asc(reviewComments.createdAt), asc(reviewComments.id));
  const commentFiles = await commentFilesOf(
    db,
    review.id,
    comments.map(({ comment }) => comment.id),
    caller.guest?.filesBase,
  );

  const latest = versions.at(-1)?.version;
  const latestDecisions = decisions.filter(({ decision }) => decision.versionId === latest?.id);
  const decisionOf = new Map(latestDecisions.map(({ decision }) => [deciderOf(decision), decision.decision]));
  const liveGuests = guests.filter((guest) => guest.revokedAt === null);
  const deciders = [
    ...reviewers.map((reviewer) => ({ ...reviewer, guest: false })),
    ...liveGuests.map((guest) => ({
      id: guestDeciderId(guest.id),
      name: guestLabel(guest.name),
      guest: true,
    })),
  ];
  const named = deciders.some((decider) => decider.id === caller.id);
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
    reviewers: deciders.map((decider) => ({
      ...decider,
      you: decider.id === caller.id,
      decision: decisionOf.get(decider.id) ?? null,
    })),
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
          ...reviewFileUrls(review.id, file.id, caller.guest?.filesBase),
        })),
      decisions: decisions
        .filter(({ decision }) => decision.versionId === version.id)
        .map(({ decision, name, guestName }) => ({
          reviewer: decisionReviewer(decision, { name, guestName }, caller),
          decision: decision.decision,
          note: decision.note,
          decidedAt: decision.decidedAt.toISOString(),
        })),
      addressedCommentIds: comments
        .filter(({ comment }) => comment.addressedInVersion === version.number)
        .map(({ comment }) => comment.id),
    })),
    comments: comments.map(({ comment, authorName, guestName, resolvedBy }) =>
      toReviewComment(
        comment,
        { authorName, guestName, resolvedBy, versionNumber: numberOf.get(comment.versionId) ?? 1 },
        caller,
        commentFiles.get(comment.id) ?? [],
      ),
    ),
    canDecide:
      caller.side === 'client' && named && latest?.state === 'awaiting_review' && !decisionOf.has(caller.id),
    guests: caller.side === 'admin' ? guests.map((guest) => toReviewGuest(guest, decisionOf)) : [],
  };
}

/** Who made a decision: a person's name or a guest's, and whether it was the caller. */
function decisionReviewer(
  decision: { reviewerId: string | null; guestId: string | null },
  names: { name: string | null; guestName: string | null },
  caller: ReviewCaller,
): { id: string; name: string; guest: boolean; you: boolean } {
  const id = deciderOf(decision);
  const guest = decision.guestId !== null;
  const name = guest ? guestLabel(names.guestName ?? '') : (names.name ?? 'Client');
  return { id, name, guest, you: id === caller.id };
}

/** One comment as both sides read it: 'You' for the caller, a person's name otherwise; with its files. */
export function toReviewComment(
  comment: typeof reviewComments.$inferSelect,
  names: {
    authorName: string | null;
    guestName: string | null;
    resolvedBy: string | null;
    versionNumber: number;
  },
  caller: ReviewCaller,
  files: ReviewCommentFile[],
): ReviewComment {
  const author = comment.guestId
    ? {
        id: guestDeciderId(comment.guestId),
        name: comment.guestId === caller.guest?.id ? 'You' : guestLabel(names.guestName ?? ''),
      }
    : {
        id: comment.authorId,
        name: activityAuthorLabel(
          { id: comment.authorId, role: comment.authorSide, name: names.authorName },
          caller.id,
        ).name,
      };
  return {
    id: comment.id,
    versionId: comment.versionId,
    versionNumber: names.versionNumber,
    parentId: comment.parentId,
    author: { ...author, side: comment.authorSide, guest: comment.guestId !== null },
    body: comment.body,
    anchor: comment.anchor,
    resolvedAt: comment.resolvedAt?.toISOString() ?? null,
    resolvedBy: comment.resolvedAt ? (names.resolvedBy ?? 'Team Member') : null,
    addressedIn: comment.addressedInVersion,
    createdAt: comment.createdAt.toISOString(),
    files,
  };
}
