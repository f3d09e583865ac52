import { randomBytes } from 'node:crypto';
import type { Readable, Transform } from 'node:stream';
import { AppError } from '../core/errors';
import { sniffStream } from '../http/upload';
import { uploadNameForType } from '../http/upload-name';
import { ObjectTooLargeError, type Storage } from './storage';
import type { UploadBudget } from './upload-budget';

export type AcceptedType = {
  ext: string;
  mime: string;
  extensions?: readonly string[];
  /**
   * A check of the whole file as it streams (SVG: no script), for types whose first bytes cannot prove
   * them harmless. It fails the stream with an AppError to refuse the file; nothing of it is kept.
   */
  inspect?: () => Transform;
};
export type StoredUpload = { key: string; fileName: string; fileType: string; fileSize: number };

/**
 * One uploaded file, for the upload pipeline (`http/upload-pipeline.ts`): checked by its bytes (`accept` names the allowed
 * type for the sniffed MIME type), then streamed to `{folder}/{timestamp}-{random}.{ext}` with the
 * extension of its content, refused past `maxBytes` while it streams, or sooner when the upload budget
 * (the client's quota, the uploader's rate) has less room left. Nothing is kept of a refused file.
 * A route whose SPEC path is fixed (a profile's logo) names its own `key` for the detected extension.
 */
export async function storeUpload({
  storage,
  budget,
  folder,
  fileName,
  stream,
  accept,
  maxBytes,
  refusals,
  key: keyFor,
}: {
  storage: Storage;
  budget: UploadBudget;
  folder: string;
  fileName: string | undefined;
  stream: Readable;
  /**
   * The allowed type for the sniffed MIME type (and, where bytes alone cannot tell, the cleaned name or
   * the file's first bytes, `head`).
   */
  accept: (
    sniffedMime: string | undefined,
    fileName: string | undefined,
    head: Buffer,
  ) => AcceptedType | undefined;
  maxBytes: number;
  refusals: { type: string; tooLarge: string };
  /** The storage key for the detected extension; by default `{folder}/{timestamp}-{random}.{ext}`. */
  key?: (ext: string) => string;
}): Promise<StoredUpload> {
  const tooLarge = () => new AppError('payload_too_large', refusals.tooLarge, { file: [refusals.tooLarge] });
  const isTooLarge = (error: unknown) =>
    error instanceof ObjectTooLargeError || (error instanceof AppError && error.code === 'payload_too_large');
  // A file past the multipart reader's limit may fail while its first bytes are still being read.
  const sniffed = await sniffStream(stream).catch((error: unknown) => {
    throw isTooLarge(error) ? tooLarge() : error;
  });
  const refuse = (error: AppError) => {
    sniffed.stream.destroy();
    stream.destroy();
    return error;
  };
  const type = accept(sniffed.mime, fileName, sniffed.head);
  if (!type) {
    throw refuse(new AppError('unsupported_media_type', refusals.type, { file: [refusals.type] }));
  }
  await budget.startFile().catch((error: AppError) => {
    throw refuse(error);
  });
  const limit = budget.limitForFile(maxBytes);
  const key = keyFor
    ? keyFor(type.ext)
    : `${folder}/${Date.now()}-${randomBytes(8).toString('hex')}.${type.ext}`;
  const body = type.inspect ? sniffed.stream.pipe(type.inspect()) : sniffed.stream;
  if (type.inspect) {
    sniffed.stream.on('error', (error) => body.destroy(error));
    // The check may refuse before the storage starts reading; the storage still sees the refusal.
    body.on('error', () => {});
  }
  try {
    const { size } = await storage.put(key, body, {
      contentType: type.mime,
      maxBytes: limit.maxBytes,
    });
    await budget.fileStored(size).catch(async (error: unknown) => {
      await storage.delete(key).catch(() => undefined);
      throw error;
    });
    return { key, fileName: uploadNameForType(fileName, type), fileType: type.mime, fileSize: size };
  } catch (error) {
    if (isTooLarge(error)) throw limit.refusal ?? tooLarge();
    throw error;
  }
}
