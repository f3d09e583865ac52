import { randomUUID } from 'node:crypto';
import type { Review } from '../../../shared/contracts/reviews';
import { createReviewFieldsSchema } from '../../../shared/contracts/reviews';
import { notificationLinks, notificationTitles } from '../../../shared/domain/notifications';
import type { createReviewUpload } from '../../../shared/domain/uploads';
import type { AuditWho } from '../../audit/audit-person';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { reviews, reviewVersions } from '../../db/schema/index';
import type { ReceiveUpload } from '../../http/upload-pipeline';
import { lockClientAccount, requireClientAccount } from '../../identity/require-client-account';
import type { RealtimeHub } from '../../realtime/hub';
import type { Storage } from '../../storage/storage';
import { reviewView } from './get-review';
import type { ReviewCaller } from './review-access';
import { idList, parseFields } from './review-fields';
import { notifyReviewers } from './review-notifications';
import { setReviewers } from './review-reviewers';
import { versionThumbnails } from './review-thumbnails';
import { insertVersionFiles } from './review-version-files';

/**
 * Staff put work in front of a client: a review with its title, brief, due date, rule and reviewers, and
 * version 1 of its files. The files stream to `reviews/{reviewId}/` against the client's quota once the
 * client is found within the caller's reach; each picture's thumbnail is made next (`review-thumbnails.ts`),
 * then the rows are written in one transaction and any refusal removes the stored files and thumbnails. The
 * reviewers hear of it by bell and email.
 */
export async function createReview({
  db,
  storage,
  realtime,
  caller,
  who,
  clientId,
  upload,
}: {
  db: DbOrTx;
  storage: Storage;
  realtime: RealtimeHub;
  caller: ReviewCaller;
  /** Who the audit log names for the files uploaded. */
  who: AuditWho;
  clientId: string;
  upload: ReceiveUpload<typeof createReviewUpload>;
}): Promise<Review> {
  await requireClientAccount(db, clientId, caller.reach);
  const reviewId = randomUUID();
  return upload({
    clientId,
    folder: `reviews/${reviewId}`,
    write: async ({ fields, files, confirm }) => {
      const input = parseFields(createReviewFieldsSchema, {
        ...fields,
        reviewerIds: idList(fields.reviewerIds),
      });
      const thumbnails = await versionThumbnails(storage, files.file);
      const saved = db.transaction(async (tx) => {
        await lockClientAccount(tx, clientId);
        await confirm(tx);
        const [review] = await tx
          .insert(reviews)
          .values({
            id: reviewId,
            clientId,
            title: input.title,
            brief: input.brief || null,
            dueDate: input.dueDate || null,
            rule: input.rule,
            createdBy: caller.id,
          })
          .returning();
        if (!review) throw new AppError('internal', 'Saving the review failed.');
        await setReviewers(tx, review, input.reviewerIds);
        const [version] = await tx
          .insert(reviewVersions)
          .values({ reviewId, number: 1, sentBy: caller.id, sentAt: review.createdAt })
          .returning();
        if (!version) throw new AppError('internal', 'Saving the review failed.');
        await insertVersionFiles(tx, who, { review, version, files: thumbnails.files });
        await realtime.publish({ topic: 'reviews', clientId, id: reviewId }, tx);
        await notifyReviewers({ db: tx, realtime }, review, {
          kind: 'review_requested',
          title: notificationTitles.reviewRequested(review.title),
          body: review.brief,
          link: notificationLinks.clientReview(reviewId),
        });
        return reviewView(tx, caller, review);
      });
      return thumbnails.removedIfFails(saved);
    },
  });
}
