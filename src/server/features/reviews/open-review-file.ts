import { and, eq } from 'drizzle-orm';
import { reviewMessages } from '../../../shared/domain/reviews';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { reviewFiles, reviews, reviewVersions } from '../../db/schema/index';
import type { ByteRange, Storage } from '../../storage/storage';
import { type ReviewCaller, withinCallersReach } from './review-access';

/**
 * A review's stored file (all, or the `range` asked: a video seeking, a PDF read in parts), for a caller
 * who reaches its client; else 'File not found'.
 */
export async function openReviewFile({
  db,
  storage,
  caller,
  reviewId,
  fileId,
  range,
}: {
  db: DbOrTx;
  storage: Storage;
  caller: ReviewCaller;
  reviewId: string;
  fileId: string;
  range?: ByteRange | undefined;
}) {
  const [file] = await db
    .select({ key: reviewFiles.fileUrl, fileName: reviewFiles.fileName, fileType: reviewFiles.fileType })
    .from(reviewFiles)
    .innerJoin(reviewVersions, eq(reviewVersions.id, reviewFiles.versionId))
    .innerJoin(reviews, eq(reviews.id, reviewVersions.reviewId))
    .where(and(eq(reviewFiles.id, fileId), eq(reviews.id, reviewId), withinCallersReach(caller)))
    .limit(1);
  if (!file) throw new AppError('not_found', reviewMessages.fileNotFound);
  const object = await storage.get(file.key, range);
  if (!object) throw new AppError('not_found', reviewMessages.fileNotFound);
  return { ...object, fileName: file.fileName, fileType: file.fileType };
}
