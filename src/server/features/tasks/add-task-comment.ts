import { COMMENT_MAX_LENGTH } from '../../../shared/contracts/tasks';
import { FILE_ONLY_COMMENT } from '../../../shared/domain/task-activity';
import { messages } from '../../../shared/messages';
import type { DbOrTx } from '../../db/connection';
import { taskAttachments, taskComments } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import type { UploadPart } from '../../http/upload';
import type { RealtimeHub } from '../../realtime/hub';
import type { Storage } from '../../storage/storage';
import { type StoredTaskFile, storeTaskFile } from './store-task-file';
import { findVisibleTask, type TaskActor } from './task-access';

/**
 * SPEC §5: a comment carries text, files or both; with files only its content is 'File attachment'.
 * `parts` is the comment as it arrives: a `content` field and `file` parts, in any order. Files are
 * stored as they stream in; the comment and its attachment rows are written in one transaction,
 * so they share one timestamp and the thread shows them as one entry. Any refusal removes stored files.
 */
export async function addTaskComment({
  db,
  storage,
  realtime,
  actor,
  taskId,
  parts,
}: {
  db: DbOrTx;
  storage: Storage;
  realtime: RealtimeHub;
  actor: TaskActor;
  taskId: string;
  parts: AsyncIterable<UploadPart> | Iterable<UploadPart>;
}) {
  const task = await findVisibleTask({ db, actor, taskId });
  const stored: StoredTaskFile[] = [];
  try {
    let content = '';
    for await (const part of parts) {
      if (part.kind === 'field' && part.name === 'content') content = part.value.trim();
      else if (part.kind === 'file' && part.name === 'file') {
        stored.push(
          await storeTaskFile({ storage, taskId: task.id, fileName: part.fileName, stream: part.stream }),
        );
      } else {
        if (part.kind === 'file') part.stream.destroy();
        throw new AppError('bad_request', `Unexpected part '${part.name}': send 'content' and 'file' only.`);
      }
    }
    if (content.length > COMMENT_MAX_LENGTH) {
      const tooLong = `Too long: at most ${COMMENT_MAX_LENGTH} characters`;
      throw new AppError('validation_failed', tooLong, { content: [tooLong] });
    }
    if (!content && stored.length === 0) {
      throw new AppError('validation_failed', messages.common.missingData, {
        content: [messages.common.missingData],
      });
    }

    return await db.transaction(async (tx) => {
      const [comment] = await tx
        .insert(taskComments)
        .values({ taskId: task.id, content: content || FILE_ONLY_COMMENT, authorId: actor.id })
        .returning();
      if (!comment) throw new AppError('internal', 'Saving the comment failed.');
      const attachments = stored.length
        ? await tx
            .insert(taskAttachments)
            .values(
              stored.map((file) => ({
                taskId: task.id,
                fileName: file.fileName,
                fileUrl: file.key,
                fileType: file.fileType,
                fileSize: file.fileSize,
                uploadedBy: actor.id,
                uploadedAt: comment.createdAt,
              })),
            )
            .returning()
        : [];
      await realtime.publish({ topic: 'task_activity', clientId: task.clientId, id: task.id }, tx);
      return { comment, attachments };
    });
  } catch (error) {
    await Promise.all(stored.map((file) => storage.delete(file.key).catch(() => undefined)));
    throw error;
  }
}
