import { storeThumbnail } from '../../storage/image-thumbnail';
import type { Storage } from '../../storage/storage';
import type { StoredUpload } from '../../storage/store-upload';

/** A version's stored file with the key of its thumbnail (null: no picture, or none could be made). */
export type VersionFile = StoredUpload & { thumbnailKey: string | null };

/**
 * The thumbnails of a version's pictures (`storage/image-thumbnail.ts`: the lists' covers), made and stored
 * before the transaction that writes their rows, one file after another so a version of large pictures
 * decodes one at a time. `removedIfFails` passes on what that transaction resolves to, and removes the
 * thumbnails should it fail, as the upload pipeline removes the files themselves; a crash in between
 * leaves them to the start-up sweep, since no row names them.
 */
export async function versionThumbnails(storage: Storage, files: readonly StoredUpload[]) {
  const withThumbnails: VersionFile[] = [];
  for (const file of files) {
    withThumbnails.push({ ...file, thumbnailKey: await storeThumbnail(storage, file) });
  }
  return {
    files: withThumbnails,
    async removedIfFails<R>(saved: Promise<R>): Promise<R> {
      try {
        return await saved;
      } catch (error) {
        await Promise.all(
          withThumbnails.map(({ thumbnailKey }) =>
            thumbnailKey ? storage.delete(thumbnailKey).catch(() => undefined) : undefined,
          ),
        );
        throw error;
      }
    },
  };
}

/** Where a review file's thumbnail is served, under the same access as the file. */
export function reviewThumbnailUrl(reviewId: string, fileId: string): string {
  return `/api/reviews/${reviewId}/files/${fileId}/thumbnail`;
}
