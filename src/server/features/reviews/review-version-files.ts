import type { AuditWho } from '../../audit/audit-person';
import { recordUploads } from '../../audit/record-uploads';
import type { DbOrTx } from '../../db/connection';
import { reviewFiles } from '../../db/schema/index';
import type { StoredUpload } from '../../storage/store-upload';

/**
 * A version's files, in the order they were sent, with their thumbnails (`review-thumbnails.ts`), each
 * recorded as uploaded by `who` in the version's transaction.
 */
export async function insertVersionFiles(
  tx: DbOrTx,
  who: AuditWho,
  {
    review,
    version,
    files,
  }: {
    review: { id: string; clientId: string; title: string };
    version: { id: string; number: number };
    files: readonly (StoredUpload & { thumbnailKey?: string | null })[];
  },
): Promise<void> {
  if (files.length === 0) return;
  const rows = await tx
    .insert(reviewFiles)
    .values(
      files.map((file, position) => ({
        versionId: version.id,
        position,
        fileName: file.fileName,
        fileUrl: file.key,
        fileType: file.fileType,
        fileSize: file.fileSize,
        thumbnailUrl: file.thumbnailKey ?? null,
      })),
    )
    .returning();
  await recordUploads(tx, who, {
    clientId: review.clientId,
    targetType: 'review_file',
    rows,
    details: { reviewId: review.id, review: review.title, version: version.number },
  });
}
