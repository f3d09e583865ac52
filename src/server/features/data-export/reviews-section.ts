import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import {
  reviewCommentFiles,
  reviewComments,
  reviewFiles,
  reviewGuests,
  reviewReviewers,
  reviews,
  reviewVersions,
  users,
  versionDecisions,
} from '../../db/schema/index';
import type { ExportedFiles } from './exported-file';
import { exportedSide } from './exported-person';
import { groupBy } from './group-by';

type StoredFileRow = { id: string; fileName: string; fileUrl: string; fileType: string; fileSize: number };

/**
 * reviews.json: every review put before the company, oldest first, with its reviewers, its versions (the
 * files sent, each reviewer's decision) and its comments with their anchors and files. A guest reviewer is
 * named as the company sees them, by name: their address and link are the agency's. Files go under
 * `files/reviews/<review id>/v<N>/` and a comment's under `files/reviews/<review id>/comments/`.
 */
export async function reviewsSection(tx: DbOrTx, clientId: string, files: ExportedFiles) {
  const companyReviews = tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.clientId, clientId));
  const companyVersions = tx
    .select({ id: reviewVersions.id })
    .from(reviewVersions)
    .where(inArray(reviewVersions.reviewId, companyReviews));
  const reviewRows = await tx
    .select()
    .from(reviews)
    .where(eq(reviews.clientId, clientId))
    .orderBy(asc(reviews.createdAt), asc(reviews.id));
  const versions = await tx
    .select()
    .from(reviewVersions)
    .where(inArray(reviewVersions.reviewId, companyReviews))
    .orderBy(asc(reviewVersions.number));
  const versionFiles = await tx
    .select()
    .from(reviewFiles)
    .where(inArray(reviewFiles.versionId, companyVersions))
    .orderBy(asc(reviewFiles.position), asc(reviewFiles.id));
  const named = await tx
    .select({ reviewId: reviewReviewers.reviewId, name: users.name })
    .from(reviewReviewers)
    .innerJoin(users, eq(users.id, reviewReviewers.userId))
    .where(inArray(reviewReviewers.reviewId, companyReviews))
    .orderBy(asc(reviewReviewers.addedAt), asc(users.name));
  const guests = await tx
    .select({
      id: reviewGuests.id,
      reviewId: reviewGuests.reviewId,
      name: reviewGuests.name,
      revokedAt: reviewGuests.revokedAt,
    })
    .from(reviewGuests)
    .where(inArray(reviewGuests.reviewId, companyReviews))
    .orderBy(asc(reviewGuests.invitedAt), asc(reviewGuests.id));
  const decisions = await tx
    .select({ decision: versionDecisions, reviewerName: users.name })
    .from(versionDecisions)
    .leftJoin(users, eq(users.id, versionDecisions.reviewerId))
    .where(inArray(versionDecisions.versionId, companyVersions))
    .orderBy(asc(versionDecisions.decidedAt), asc(versionDecisions.id));
  const comments = await tx
    .select({ comment: reviewComments, authorName: users.name })
    .from(reviewComments)
    .leftJoin(users, eq(users.id, reviewComments.authorId))
    .where(inArray(reviewComments.reviewId, companyReviews))
    .orderBy(asc(reviewComments.createdAt), asc(reviewComments.id));
  const commentFiles = await tx
    .select()
    .from(reviewCommentFiles)
    .where(inArray(reviewCommentFiles.reviewId, companyReviews))
    .orderBy(asc(reviewCommentFiles.position), asc(reviewCommentFiles.id));

  const guestName = new Map(guests.map((guest) => [guest.id, guest.name]));
  const versionNumber = new Map(versions.map((version) => [version.id, version.number]));
  const versionsOf = groupBy(versions, (row) => row.reviewId);
  const filesOfVersion = groupBy(versionFiles, (row) => row.versionId);
  const namedOf = groupBy(named, (row) => row.reviewId);
  const liveGuestsOf = groupBy(guests, (row) => (row.revokedAt ? null : row.reviewId));
  const decisionsOf = groupBy(decisions, (row) => row.decision.versionId);
  const commentsOf = groupBy(comments, (row) => row.comment.reviewId);
  const filesOfComment = groupBy(commentFiles, (row) => row.commentId);
  const fileOf = (row: StoredFileRow, folder: string, at: Date) => ({
    id: row.id,
    name: row.fileName,
    type: row.fileType,
    size: row.fileSize,
    path: files.add(row.fileUrl, folder, row.fileName, at),
  });

  return reviewRows.map((review) => ({
    id: review.id,
    title: review.title,
    brief: review.brief,
    dueDate: review.dueDate,
    rule: review.rule,
    state: review.state,
    createdAt: review.createdAt,
    updatedAt: review.updatedAt,
    reviewers: [
      ...(namedOf.get(review.id) ?? []).map((row) => ({ name: row.name, guest: false })),
      ...(liveGuestsOf.get(review.id) ?? []).map((row) => ({ name: row.name, guest: true })),
    ],
    versions: (versionsOf.get(review.id) ?? []).map((version) => ({
      id: version.id,
      number: version.number,
      note: version.note,
      state: version.state,
      sentAt: version.sentAt,
      decidedAt: version.decidedAt,
      files: (filesOfVersion.get(version.id) ?? []).map((row) =>
        fileOf(row, `reviews/${review.id}/v${version.number}`, version.sentAt),
      ),
      decisions: (decisionsOf.get(version.id) ?? []).map(({ decision, reviewerName }) => ({
        id: decision.id,
        by: decision.guestId
          ? { name: guestName.get(decision.guestId) ?? null, guest: true }
          : { name: reviewerName, guest: false },
        decision: decision.decision,
        note: decision.note,
        decidedAt: decision.decidedAt,
      })),
    })),
    comments: (commentsOf.get(review.id) ?? []).map(({ comment, authorName }) => ({
      id: comment.id,
      version: versionNumber.get(comment.versionId) ?? null,
      parentId: comment.parentId,
      author: {
        name: comment.guestId ? (guestName.get(comment.guestId) ?? null) : authorName,
        side: exportedSide(comment.authorSide),
        guest: comment.guestId !== null,
      },
      body: comment.body,
      anchor: comment.anchor,
      resolvedAt: comment.resolvedAt,
      addressedInVersion: comment.addressedInVersion,
      createdAt: comment.createdAt,
      files: (filesOfComment.get(comment.id) ?? []).map((row) =>
        fileOf(row, `reviews/${review.id}/comments`, comment.createdAt),
      ),
    })),
  }));
}
