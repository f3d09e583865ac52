import type { DbOrTx } from '../../db/connection';
import { reviewFiles } from '../../db/schema/index';
import type { StoredUpload } from '../../storage/store-upload';

/** A version's files, in the order they were sent, with their thumbnails (`review-thumbnails.ts`). */
export async function insertVersionFiles(
  tx: DbOrTx,
  versionId: string,
  files: readonly (StoredUpload & { thumbnailKey?: string | null })[],
): Promise<void> {
  if (files.length === 0) return;
  await tx.insert(reviewFiles).values(
    files.map((file, position) => ({
      versionId,
      position,
      fileName: file.fileName,
      fileUrl: file.key,
      fileType: file.fileType,
      fileSize: file.fileSize,
      thumbnailUrl: file.thumbnailKey ?? null,
    })),
  );
}
