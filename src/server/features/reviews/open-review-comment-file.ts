import { and, eq } from 'drizzle-orm';
import { reviewMessages } from '../../../shared/domain/reviews';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { reviewCommentFiles, reviews } from '../../db/schema/index';
import type { ByteRange, Storage } from '../../storage/storage';
import { type ReviewCaller, withinCallersReach } from './review-access';
import { reviewCallerWho } from './review-audit';

/**
 * A file posted with a comment of the review (all, or the `range` asked), for a caller who reaches the
 * review's client, as the review's own files are; another review's or another client's is 'File not found'.
 */
export async function openReviewCommentFile({
  db,
  storage,
  caller,
  downloadBy,
  reviewId,
  fileId,
  range,
}: {
  db: DbOrTx;
  storage: Storage;
  caller: ReviewCaller;
  /** A new download, recorded once the file is found (audit/download-who.ts); null for a later part. */
  downloadBy: AuditWho | null;
  reviewId: string;
  fileId: string;
  range?: ByteRange | undefined;
}) {
  const [file] = await db
    .select({
      key: reviewCommentFiles.fileUrl,
      fileName: reviewCommentFiles.fileName,
      fileType: reviewCommentFiles.fileType,
      clientId: reviews.clientId,
      reviewTitle: reviews.title,
    })
    .from(reviewCommentFiles)
    .innerJoin(reviews, eq(reviews.id, reviewCommentFiles.reviewId))
    .where(and(eq(reviewCommentFiles.id, fileId), eq(reviews.id, reviewId), withinCallersReach(caller)))
    .limit(1);
  if (!file) throw new AppError('not_found', reviewMessages.fileNotFound);
  const object = await storage.get(file.key, range);
  if (!object) throw new AppError('not_found', reviewMessages.fileNotFound);
  if (downloadBy) {
    const { who } = await reviewCallerWho(db, downloadBy, caller);
    await recordAudit(db, who, {
      action: 'file_downloaded',
      clientId: file.clientId,
      target: { type: 'review_file', id: fileId, label: file.fileName },
      details: { reviewId, review: file.reviewTitle },
    }).catch((error: unknown) => {
      object.body.destroy();
      throw error;
    });
  }
  return { ...object, fileName: file.fileName, fileType: file.fileType };
}
