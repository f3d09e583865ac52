import { and, eq, isNull } from 'drizzle-orm';
import type { ReviewAnchor, ReviewComment } from '../../../shared/contracts/reviews';
import {
  notificationExcerpt,
  notificationLinks,
  notificationTitles,
} from '../../../shared/domain/notifications';
import { type ReviewFileKind, reviewFileKindOf, reviewMessages } from '../../../shared/domain/reviews';
import type { AuditWho } from '../../audit/audit-person';
import { recordUploads } from '../../audit/record-uploads';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { reviewComments, reviewFiles, reviews, reviewVersions } from '../../db/schema/index';
import { clientNameForTeam, notifyAdmins } from '../../notifications/notify';
import type { RealtimeHub } from '../../realtime/hub';
import type { StoredUpload } from '../../storage/store-upload';
import { toReviewComment } from './get-review';
import { callerName, findReview, type ReviewCaller, type ReviewRow } from './review-access';
import { reviewCallerWho } from './review-audit';
import { insertCommentFiles } from './review-comment-files';
import { notifyReviewers } from './review-notifications';

/** The marks each kind of file takes: a spot or an area on a picture or a PDF page, a moment on a video. */
const anchorsFor: Record<ReviewFileKind, readonly ReviewAnchor['kind'][]> = {
  image: ['point', 'box'],
  pdf: ['point', 'box'],
  video: ['time', 'range'],
};

/**
 * A comment from either side. A new thread goes on the latest version while it awaits review, general or
 * marked on one of that version's files; a reply joins its thread on the version the thread began on, until
 * the review is approved. The other side hears of it: the staff of the client, or the review's reviewers.
 * Files the upload pipeline stored for it (`receive-review-comment.ts`) are written with it, in its
 * transaction, after the upload's `confirm`.
 */
export async function addReviewComment({
  db,
  realtime,
  caller,
  who,
  reviewId,
  body,
  anchor,
  parentId,
  files = [],
  confirm,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  caller: ReviewCaller;
  /** Who the audit log names for the comment's files (a guest as themself, `review-audit.ts`). */
  who: AuditWho;
  reviewId: string;
  body: string;
  anchor?: ReviewAnchor;
  parentId?: string;
  /** Stored by the upload pipeline for this comment. */
  files?: readonly StoredUpload[];
  /** The upload's check, first in the transaction (the uploader may still write, the quota holds). */
  confirm?: (tx: DbOrTx) => Promise<void>;
}): Promise<ReviewComment> {
  return db.transaction(async (tx) => {
    await confirm?.(tx);
    const review = await findReview(tx, reviewId, caller, { lock: true });
    if (review.state === 'approved') throw new AppError('conflict', reviewMessages.alreadyApproved);
    const version = parentId
      ? await threadVersion(tx, reviewId, parentId, anchor)
      : await openLatestVersion(tx, review, anchor);
    const [comment] = await tx
      .insert(reviewComments)
      .values({
        reviewId,
        versionId: version.id,
        parentId: parentId ?? null,
        authorId: caller.guest ? null : caller.id,
        guestId: caller.guest?.id ?? null,
        authorSide: caller.side,
        body,
        anchor: parentId ? null : (anchor ?? null),
      })
      .returning();
    if (!comment) throw new AppError('internal', 'Saving the comment failed.');
    const attached = await insertCommentFiles(tx, reviewId, comment.id, files, caller.guest?.filesBase);
    if (files.length > 0) {
      const audited = await reviewCallerWho(tx, who, caller);
      await recordUploads(tx, audited.who, {
        clientId: review.clientId,
        targetType: 'review_comment_file',
        rows: attached,
        details: { reviewId, review: review.title, commentId: comment.id },
      });
    }
    await tx.update(reviews).set({ updatedAt: comment.createdAt }).where(eq(reviews.id, reviewId));
    await realtime.publish({ topic: 'reviews', clientId: review.clientId, id: reviewId }, tx);
    await tellTheOtherSide(tx, realtime, caller, review, body);
    const authorName = await callerName(tx, caller);
    return toReviewComment(
      comment,
      { authorName, guestName: authorName, resolvedBy: null, versionNumber: version.number },
      caller,
      attached,
    );
  });
}

/** A reply's version: its thread's. The thread must be a first comment of this review. */
async function threadVersion(
  tx: DbOrTx,
  reviewId: string,
  parentId: string,
  anchor: ReviewAnchor | undefined,
) {
  if (anchor) {
    throw new AppError('validation_failed', reviewMessages.replyAnchored, {
      anchor: [reviewMessages.replyAnchored],
    });
  }
  const [thread] = await tx
    .select({ id: reviewVersions.id, number: reviewVersions.number })
    .from(reviewComments)
    .innerJoin(reviewVersions, eq(reviewVersions.id, reviewComments.versionId))
    .where(
      and(
        eq(reviewComments.id, parentId),
        eq(reviewComments.reviewId, reviewId),
        isNull(reviewComments.parentId),
      ),
    );
  if (!thread) throw new AppError('not_found', reviewMessages.commentNotFound);
  return thread;
}

/** A new thread's version: the latest, while it awaits review; its mark must fit one of its files. */
async function openLatestVersion(tx: DbOrTx, review: ReviewRow, anchor: ReviewAnchor | undefined) {
  const [latest] = await tx
    .select({ id: reviewVersions.id, number: reviewVersions.number, state: reviewVersions.state })
    .from(reviewVersions)
    .where(and(eq(reviewVersions.reviewId, review.id), eq(reviewVersions.number, review.latestVersion)));
  if (!latest) throw new AppError('not_found', reviewMessages.notFound);
  if (latest.state !== 'awaiting_review') throw new AppError('conflict', reviewMessages.versionLocked);
  if (anchor) {
    const [file] = await tx
      .select({ fileType: reviewFiles.fileType })
      .from(reviewFiles)
      .where(and(eq(reviewFiles.id, anchor.fileId), eq(reviewFiles.versionId, latest.id)));
    if (!file) {
      throw new AppError('validation_failed', reviewMessages.anchorFileUnknown, {
        anchor: [reviewMessages.anchorFileUnknown],
      });
    }
    const kind = reviewFileKindOf(file.fileType);
    const paged = 'page' in anchor && anchor.page !== undefined;
    if (!anchorsFor[kind].includes(anchor.kind) || (paged && kind !== 'pdf')) {
      throw new AppError('validation_failed', reviewMessages.anchorKindMismatch, {
        anchor: [reviewMessages.anchorKindMismatch],
      });
    }
  }
  return latest;
}

async function tellTheOtherSide(
  tx: DbOrTx,
  realtime: RealtimeHub,
  caller: ReviewCaller,
  review: ReviewRow,
  body: string,
): Promise<void> {
  if (caller.side === 'client') {
    // A guest is named, with the client's name beside it: "Pat Lee (guest) of Acme".
    const client = await clientNameForTeam(tx, review.clientId);
    const who = caller.guest ? `${await callerName(tx, caller)} of ${client}` : client;
    await notifyAdmins({ db: tx, realtime }, review.clientId, {
      kind: 'review_client_comment',
      title: notificationTitles.reviewClientComment(who, review.title),
      body: notificationExcerpt(body),
      link: notificationLinks.adminReview(review.id),
    });
    return;
  }
  await notifyReviewers({ db: tx, realtime }, review, {
    kind: 'review_comment',
    title: notificationTitles.reviewTeamComment(review.title),
    body: notificationExcerpt(body),
    link: notificationLinks.clientReview(review.id),
  });
}
