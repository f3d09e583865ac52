import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Review } from '../../../shared/contracts/reviews';
import { addVersionFieldsSchema } from '../../../shared/contracts/reviews';
import { notificationLinks, notificationTitles } from '../../../shared/domain/notifications';
import { reviewMessages } from '../../../shared/domain/reviews';
import type { reviewVersionUpload } from '../../../shared/domain/uploads';
import type { AuditWho } from '../../audit/audit-person';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { reviewComments, reviews, reviewVersions } from '../../db/schema/index';
import type { ReceiveUpload } from '../../http/upload-pipeline';
import type { RealtimeHub } from '../../realtime/hub';
import type { Storage } from '../../storage/storage';
import { reviewView } from './get-review';
import { findReview, type ReviewCaller } from './review-access';
import { idList, parseFields } from './review-fields';
import { mailGuestsNewVersion } from './review-guests';
import { notifyReviewers } from './review-notifications';
import { versionThumbnails } from './review-thumbnails';
import { insertVersionFiles } from './review-version-files';

/**
 * Staff send the next version of a review that is not approved: its files, a note on what changed, and the
 * open comment threads it addressed (each is then marked addressed in this version and resolved). The
 * versions before stay as they were, read-only; threads left open carry over. The review awaits review
 * again, and its reviewers hear of it.
 */
export async function addReviewVersion({
  db,
  storage,
  realtime,
  caller,
  who,
  reviewId,
  upload,
}: {
  db: DbOrTx;
  storage: Storage;
  realtime: RealtimeHub;
  caller: ReviewCaller;
  /** Who the audit log names for the files uploaded. */
  who: AuditWho;
  reviewId: string;
  upload: ReceiveUpload<typeof reviewVersionUpload>;
}): Promise<Review> {
  const found = await findReview(db, reviewId, caller);
  if (found.state === 'approved') throw new AppError('conflict', reviewMessages.alreadyApproved);
  return upload({
    clientId: found.clientId,
    folder: `reviews/${reviewId}`,
    write: async ({ fields, files, confirm }) => {
      const input = parseFields(addVersionFieldsSchema, { ...fields, addressed: idList(fields.addressed) });
      const thumbnails = await versionThumbnails(storage, files.file);
      const saved = db.transaction(async (tx) => {
        const review = await findReview(tx, reviewId, caller, { lock: true });
        if (review.state === 'approved') throw new AppError('conflict', reviewMessages.alreadyApproved);
        await confirm(tx);
        const number = review.latestVersion + 1;
        const [version] = await tx
          .insert(reviewVersions)
          .values({ reviewId, number, note: input.note || null, sentBy: caller.id })
          .returning();
        if (!version) throw new AppError('internal', 'Saving the version failed.');
        await insertVersionFiles(tx, who, { review, version, files: thumbnails.files });
        await markAddressed(tx, reviewId, input.addressed, number, caller.id);
        const [updated] = await tx
          .update(reviews)
          .set({ state: 'awaiting_review', latestVersion: number, updatedAt: version.sentAt })
          .where(eq(reviews.id, reviewId))
          .returning();
        if (!updated) throw new AppError('not_found', reviewMessages.notFound);
        await realtime.publish({ topic: 'reviews', clientId: review.clientId, id: reviewId }, tx);
        await notifyReviewers({ db: tx, realtime }, review, {
          kind: 'review_requested',
          title: notificationTitles.reviewNewVersion(review.title, number),
          body: version.note,
          link: notificationLinks.clientReview(reviewId),
        });
        await mailGuestsNewVersion(tx, review, version);
        return reviewView(tx, caller, updated);
      });
      return thumbnails.removedIfFails(saved);
    },
  });
}

/** The threads a version says it addressed: open first comments of this review, else 400 and nothing kept. */
async function markAddressed(
  tx: DbOrTx,
  reviewId: string,
  commentIds: readonly string[],
  number: number,
  staffId: string,
): Promise<void> {
  const wanted = [...new Set(commentIds)];
  if (wanted.length === 0) return;
  const marked = await tx
    .update(reviewComments)
    .set({
      addressedInVersion: number,
      resolvedAt: sql`coalesce(${reviewComments.resolvedAt}, now())`,
      resolvedBy: sql`coalesce(${reviewComments.resolvedBy}, ${staffId})`,
    })
    .where(
      and(
        eq(reviewComments.reviewId, reviewId),
        inArray(reviewComments.id, wanted),
        isNull(reviewComments.parentId),
        isNull(reviewComments.addressedInVersion),
      ),
    )
    .returning({ id: reviewComments.id });
  if (marked.length !== wanted.length) {
    throw new AppError('validation_failed', reviewMessages.addressedUnknown, {
      addressed: [reviewMessages.addressedUnknown],
    });
  }
}
