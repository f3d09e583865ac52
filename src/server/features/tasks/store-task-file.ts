import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { TASK_ATTACHMENT_MAX_BYTES, taskAttachmentTypeOf } from '../../../shared/domain/task-files';
import { taskMessages } from '../../../shared/domain/task-messages';
import { AppError } from '../../core/errors';
import { sniffStream } from '../../http/upload';
import { uploadNameForType } from '../../http/upload-name';
import { ObjectTooLargeError, type Storage } from '../../storage/storage';
import type { UploadBudget } from '../../storage/upload-budget';

export type StoredTaskFile = { key: string; fileName: string; fileType: string; fileSize: number };

/**
 * Checks one uploaded file by its bytes and streams it to the task-files area under a generated key
 * (`task-files/{taskId}/{timestamp}-{random}.{ext}`), refusing past 50 MB while it streams, or sooner
 * when the upload budget (the client's quota, the uploader's rate) has less room left.
 */
export async function storeTaskFile({
  storage,
  budget,
  taskId,
  fileName,
  stream,
}: {
  storage: Storage;
  budget: UploadBudget;
  taskId: string;
  fileName: string | undefined;
  stream: Readable;
}): Promise<StoredTaskFile> {
  const sniffed = await sniffStream(stream);
  const refuse = (error: AppError) => {
    sniffed.stream.destroy();
    stream.destroy();
    return error;
  };
  const type = taskAttachmentTypeOf(sniffed.mime);
  if (!type) {
    throw refuse(
      new AppError('unsupported_media_type', taskMessages.fileTypeRefused, {
        file: [taskMessages.fileTypeRefused],
      }),
    );
  }
  await budget.startFile().catch((error: AppError) => {
    throw refuse(error);
  });
  const limit = budget.limitForFile(TASK_ATTACHMENT_MAX_BYTES);
  const key = `task-files/${taskId}/${Date.now()}-${randomBytes(8).toString('hex')}.${type.ext}`;
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
      throw new AppError('payload_too_large', taskMessages.fileTooLarge, {
        file: [taskMessages.fileTooLarge],
      });
    }
    throw error;
  }
}
