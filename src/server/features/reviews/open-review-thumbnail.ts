import { and, eq } from 'drizzle-orm';
import { reviewMessages } from '../../../shared/domain/reviews';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { reviewFiles, reviews, reviewVersions } from '../../db/schema/index';
import type { ByteRange, Storage } from '../../storage/storage';
import { type ReviewCaller, withinCallersReach } from './review-access';

/**
 * The thumbnail of a review's picture (a small WebP made at upload, `review-thumbnails.ts`), for a caller
 * who reaches its client, as `openReviewFile` serves the file itself; 'File not found' for another
 * client's file and for a file without a thumbnail (a PDF, a video, a picture that could not be decoded).
 */
export async function openReviewThumbnail({
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
    .select({ key: reviewFiles.thumbnailUrl, fileName: reviewFiles.fileName })
    .from(reviewFiles)
    .innerJoin(reviewVersions, eq(reviewVersions.id, reviewFiles.versionId))
    .innerJoin(reviews, eq(reviews.id, reviewVersions.reviewId))
    .where(and(eq(reviewFiles.id, fileId), eq(reviews.id, reviewId), withinCallersReach(caller)))
    .limit(1);
  if (!file?.key) throw new AppError('not_found', reviewMessages.fileNotFound);
  const object = await storage.get(file.key, range);
  if (!object) throw new AppError('not_found', reviewMessages.fileNotFound);
  return { ...object, fileName: thumbnailName(file.fileName), fileType: 'image/webp' };
}

/** `banner.png` gives `banner-thumbnail.webp`. */
function thumbnailName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return `${dot > 0 ? fileName.slice(0, dot) : fileName}-thumbnail.webp`;
}
