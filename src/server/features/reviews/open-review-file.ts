import { and, eq } from 'drizzle-orm';
import { reviewMessages } from '../../../shared/domain/reviews';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { reviewFiles, reviews, reviewVersions } from '../../db/schema/index';
import type { ByteRange, Storage } from '../../storage/storage';
import { type ReviewCaller, withinCallersReach } from './review-access';
import { reviewCallerWho } from './review-audit';

/**
 * A review's stored file (all, or the `range` asked: a video seeking, a PDF read in parts), for a caller
 * who reaches its client; else 'File not found'.
 */
export async function openReviewFile({
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
      key: reviewFiles.fileUrl,
      fileName: reviewFiles.fileName,
      fileType: reviewFiles.fileType,
      clientId: reviews.clientId,
      reviewTitle: reviews.title,
    })
    .from(reviewFiles)
    .innerJoin(reviewVersions, eq(reviewVersions.id, reviewFiles.versionId))
    .innerJoin(reviews, eq(reviews.id, reviewVersions.reviewId))
    .where(and(eq(reviewFiles.id, fileId), eq(reviews.id, reviewId), withinCallersReach(caller)))
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
