import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  cleanFileName,
  TASK_ATTACHMENT_MAX_BYTES,
  taskAttachmentTypeOf,
} from '../../../shared/domain/task-files';
import { taskMessages } from '../../../shared/domain/task-messages';
import { AppError } from '../../http/errors';
import { sniffStream } from '../../http/upload';
import { ObjectTooLargeError, type Storage } from '../../storage/storage';

export type StoredTaskFile = { key: string; fileName: string; fileType: string; fileSize: number };

/**
 * Checks one uploaded file by its bytes and streams it to the task-files area under a generated key
 * (`task-files/{taskId}/{timestamp}-{random}.{ext}`), refusing past 50 MB while it streams.
 */
export async function storeTaskFile({
  storage,
  taskId,
  fileName,
  stream,
}: {
  storage: Storage;
  taskId: string;
  fileName: string | undefined;
  stream: Readable;
}): Promise<StoredTaskFile> {
  const sniffed = await sniffStream(stream);
  const type = taskAttachmentTypeOf(sniffed.mime);
  if (!type) {
    sniffed.stream.destroy();
    stream.destroy();
    throw new AppError('unsupported_media_type', taskMessages.fileTypeRefused, {
      file: [taskMessages.fileTypeRefused],
    });
  }
  const key = `task-files/${taskId}/${Date.now()}-${randomBytes(8).toString('hex')}.${type.ext}`;
  try {
    const { size } = await storage.put(key, sniffed.stream, {
      contentType: type.mime,
      maxBytes: TASK_ATTACHMENT_MAX_BYTES,
    });
    return { key, fileName: cleanFileName(fileName, type.ext), fileType: type.mime, fileSize: size };
  } catch (error) {
    if (
      error instanceof ObjectTooLargeError ||
      (error instanceof AppError && error.code === 'payload_too_large')
    ) {
      throw new AppError('payload_too_large', taskMessages.fileTooLarge, {
        file: [taskMessages.fileTooLarge],
      });
    }
    throw error;
  }
}
