import { Readable } from 'node:stream';
import type { Storage } from './storage';

// A small WebP of a stored picture, made once when it is uploaded, for lists to show instead of the file
// itself. The file is someone's upload, so it is decoded only within limits: a picture whose header
// declares more pixels than THUMBNAIL_MAX_INPUT_PIXELS (a "pixel flood": a few bytes that would unpack to
// gigabytes) is refused from its header before any pixel is unpacked, a file heavier than
// THUMBNAIL_MAX_SOURCE_BYTES is not read at all, and decoding stops after THUMBNAIL_TIMEOUT_SECONDS. Any of
// these, or a file that does not decode, means no thumbnail: the upload itself stands.

/** The pictures a thumbnail is made of (a GIF's or an animated WebP's first frame). */
const thumbnailSources = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/** Pixels a picture may declare and still be decoded for a thumbnail (50 megapixels: 8660 × 5773). */
export const THUMBNAIL_MAX_INPUT_PIXELS = 50_000_000;
/** A heavier file is not read into memory for a thumbnail. */
export const THUMBNAIL_MAX_SOURCE_BYTES = 64 * 1024 * 1024;
/** The thumbnail fits in this square, its aspect kept; a smaller picture is not enlarged. */
export const THUMBNAIL_MAX_SIZE = 480;
const THUMBNAIL_TIMEOUT_SECONDS = 20;

/**
 * sharp, loaded on the first picture rather than at start: its native image library adds about 24 MB to
 * each server process and a tenth of a second to its start.
 */
let sharpModule: Promise<typeof import('sharp').default> | undefined;
const loadSharp = () => {
  sharpModule ??= import('sharp').then((module) => module.default);
  return sharpModule;
};

export function hasThumbnailSource(fileType: string): boolean {
  return thumbnailSources.has(fileType);
}

/** The thumbnail's key beside its file's: `reviews/r/1-ab.png` gives `reviews/r/1-ab.thumb.webp`. */
export function thumbnailKeyFor(key: string): string {
  const slash = key.lastIndexOf('/');
  const dot = key.lastIndexOf('.');
  return `${dot > slash ? key.slice(0, dot) : key}.thumb.webp`;
}

/**
 * The thumbnail of picture `bytes` as WebP (EXIF orientation applied, no metadata kept), or null when it
 * cannot be made within the limits above.
 */
export async function makeThumbnail(bytes: Buffer): Promise<Buffer | null> {
  const sharp = await loadSharp();
  try {
    return await sharp(bytes, { limitInputPixels: THUMBNAIL_MAX_INPUT_PIXELS, animated: false })
      .timeout({ seconds: THUMBNAIL_TIMEOUT_SECONDS })
      .rotate()
      .resize({
        width: THUMBNAIL_MAX_SIZE,
        height: THUMBNAIL_MAX_SIZE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 75 })
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * Makes the thumbnail of the stored file at `key` and stores it beside it; its key, or null when the file
 * is no picture, too heavy, refused by the limits or undecodable. A storage that fails to read the file or
 * write the thumbnail is logged and also leaves it without one: a thumbnail never fails an upload. The
 * caller removes the thumbnail if the rows that would name it are not written.
 */
export async function storeThumbnail(
  storage: Storage,
  file: { key: string; fileType: string; fileSize: number },
): Promise<string | null> {
  if (!hasThumbnailSource(file.fileType) || file.fileSize > THUMBNAIL_MAX_SOURCE_BYTES) return null;
  const key = thumbnailKeyFor(file.key);
  try {
    const bytes = await readStored(storage, file.key, THUMBNAIL_MAX_SOURCE_BYTES);
    const thumbnail = bytes && (await makeThumbnail(bytes));
    if (!thumbnail) return null;
    await storage.put(key, Readable.from([thumbnail]), { contentType: 'image/webp' });
    return key;
  } catch (error) {
    console.error('Could not store the thumbnail of', file.key, error);
    return null;
  }
}

/** The stored file's bytes, or null when it is gone or heavier than `maxBytes`. */
async function readStored(storage: Storage, key: string, maxBytes: number): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  if (object.size > maxBytes) {
    object.body.destroy();
    return null;
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of object.body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    total += buffer.length;
    if (total > maxBytes) {
      object.body.destroy();
      return null;
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}
