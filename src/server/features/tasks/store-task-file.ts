import type { Readable } from 'node:stream';
import { TASK_ATTACHMENT_MAX_BYTES, taskAttachmentTypeOf } from '../../../shared/domain/task-files';
import { taskMessages } from '../../../shared/domain/task-messages';
import type { Storage } from '../../storage/storage';
import { type StoredUpload, storeUpload } from '../../storage/store-upload';
import type { UploadBudget } from '../../storage/upload-budget';

export type StoredTaskFile = StoredUpload;

/** One task attachment: jpeg, png, pdf, mp4, zip or docx by its bytes, 50 MB at most, under `task-files/{taskId}/`. */
export function storeTaskFile({
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
  return storeUpload({
    storage,
    budget,
    folder: `task-files/${taskId}`,
    fileName,
    stream,
    accept: taskAttachmentTypeOf,
    maxBytes: TASK_ATTACHMENT_MAX_BYTES,
    refusals: { type: taskMessages.fileTypeRefused, tooLarge: taskMessages.fileTooLarge },
  });
}
