import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppError } from '../core/errors';
import { sniffStream } from '../http/upload';
import { uploadNameForType } from '../http/upload-name';
import { ObjectTooLargeError, type Storage } from './storage';
import type { UploadBudget } from './upload-budget';

export type AcceptedType = { ext: string; mime: string; extensions?: readonly string[] };
export type StoredUpload = { key: string; fileName: string; fileType: string; fileSize: number };

/**
 * One uploaded file, for every route that stores files: checked by its bytes (`accept` names the allowed
 * type for the sniffed MIME type), then streamed to `{folder}/{timestamp}-{random}.{ext}` with the
 * extension of its content, refused past `maxBytes` while it streams, or sooner when the upload budget
 * (the client's quota, the uploader's rate) has less room left. Nothing is kept of a refused file.
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
}: {
  storage: Storage;
  budget: UploadBudget;
  folder: string;
  fileName: string | undefined;
  stream: Readable;
  /** The allowed type for the sniffed MIME type (and, where bytes alone cannot tell, the cleaned name). */
  accept: (sniffedMime: string | undefined, fileName: string | undefined) => AcceptedType | undefined;
  maxBytes: number;
  refusals: { type: string; tooLarge: string };
}): Promise<StoredUpload> {
  const sniffed = await sniffStream(stream);
  const refuse = (error: AppError) => {
    sniffed.stream.destroy();
    stream.destroy();
    return error;
  };
  const type = accept(sniffed.mime, fileName);
  if (!type) {
    throw refuse(new AppError('unsupported_media_type', refusals.type, { file: [refusals.type] }));
  }
  await budget.startFile().catch((error: AppError) => {
    throw refuse(error);
  });
  const limit = budget.limitForFile(maxBytes);
  const key = `${folder}/${Date.now()}-${randomBytes(8).toString('hex')}.${type.ext}`;
  try {
    const { size } = await storage.put(key, sniffed.stream, {
      contentType: type.mime,
      maxBytes: limit.maxBytes,
    });
    await budget.fileStored(size).catch(async (error: unknown) => {
      await storage.delete(key).catch(() => undefined);
      throw error;
    });
    return { key, fileName: uploadNameForType(fileName, type), fileType: type.mime, fileSize: size };
  } catch (error) {
    if (
      error instanceof ObjectTooLargeError ||
      (error instanceof AppError && error.code === 'payload_too_large')
    ) {
      if (limit.refusal) throw limit.refusal;
      throw new AppError('payload_too_large', refusals.tooLarge, { file: [refusals.tooLarge] });
    }
    throw error;
  }
}
