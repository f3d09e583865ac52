import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ReviewCommentFile } from '../../../shared/contracts/reviews';
import type { DbOrTx } from '../../db/connection';
import { reviewCommentFiles } from '../../db/schema/index';
import type { StoredUpload } from '../../storage/store-upload';

// Files posted with review comments (the task comment rules): stored under `reviews/{reviewId}/comments/`,
// one row each naming its comment and its review, served by `open-review-comment-file.ts`.

/** Where a comment's files are stored. */
export const commentFilesFolder = (reviewId: string) => `reviews/${reviewId}/comments`;

/**
 * Where a comment's file is shown (`view=1`: a picture or PDF in the page) and downloaded: under the review,
 * or under another base (a guest's link), as the review's own files are (`review-files-url.ts`).
 */
function commentFileUrls(base: string, fileId: string): { url: string; downloadUrl: string } {
  const downloadUrl = `${base}/comment-files/${fileId}`;
  return { url: `${downloadUrl}?view=1`, downloadUrl };
}

const reviewBase = (reviewId: string) => `/api/reviews/${reviewId}`;

type CommentFileRow = typeof reviewCommentFiles.$inferSelect;

function toCommentFile(row: CommentFileRow, base = reviewBase(row.reviewId)): ReviewCommentFile {
  return {
    id: row.id,
    fileName: row.fileName,
    fileType: row.fileType,
    fileSize: row.fileSize,
    ...commentFileUrls(base, row.id),
  };
}

/** A new comment's files, in the order they were sent, in the comment's transaction. */
export async function insertCommentFiles(
  tx: DbOrTx,
  reviewId: string,
  commentId: string,
  files: readonly StoredUpload[],
  base?: string,
): Promise<ReviewCommentFile[]> {
  if (files.length === 0) return [];
  const rows = await tx
    .insert(reviewCommentFiles)
    .values(
      files.map((file, position) => ({
        reviewId,
        commentId,
        position,
        fileName: file.fileName,
        fileUrl: file.key,
        fileType: file.fileType,
        fileSize: file.fileSize,
      })),
    )
    .returning();
  return rows.sort((a, b) => a.position - b.position).map((row) => toCommentFile(row, base));
}

/**
 * The files of these comments of a review, by comment, each comment's in the order sent: one query for a
 * whole review (by the comments' index). `base`: where their links go, when not under the review.
 */
export async function commentFilesOf(
  db: DbOrTx,
  reviewId: string,
  commentIds: readonly string[],
  base?: string,
): Promise<Map<string, ReviewCommentFile[]>> {
  if (commentIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(reviewCommentFiles)
    .where(
      and(inArray(reviewCommentFiles.commentId, [...commentIds]), eq(reviewCommentFiles.reviewId, reviewId)),
    )
    .orderBy(asc(reviewCommentFiles.commentId), asc(reviewCommentFiles.position));
  const byComment = new Map<string, ReviewCommentFile[]>();
  for (const row of rows) {
    const list = byComment.get(row.commentId) ?? [];
    list.push(toCommentFile(row, base));
    byComment.set(row.commentId, list);
  }
  return byComment;
}
