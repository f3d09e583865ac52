import { sql } from 'drizzle-orm';
import { TASK_COMMENTS_PER_MINUTE } from '../../../shared/domain/task-activity';
import { taskMessages } from '../../../shared/domain/task-messages';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { taskAttachments, taskComments } from '../../db/schema/index';
import type { UploadPart } from '../../http/upload';
import type { RateLimiter } from '../../platform/rate-limiter';
import type { RealtimeHub } from '../../realtime/hub';
import type { Storage } from '../../storage/storage';
import type { UploadBudget } from '../../storage/upload-budget';
import { commentText } from './comment-text';
import { type StoredTaskFile, storeTaskFile } from './store-task-file';
import { findVisibleTask, type TaskActor } from './task-access';
import { notifyTaskComment } from './task-notifications';

/**
 * SPEC §5: a comment carries text, files or both; with files only its content is 'File attachment'.
 * `parts` is the comment as it arrives: a JSON body is one `content` field, a multipart body a `content`
 * field and `file` parts in any order, so the text is checked only once every part is in. Files are
 * stored as they stream in; the comment and its attachment rows, each naming the comment, are written in
 * one transaction, so the thread shows them as one entry. Any refusal removes stored files.
 * `openBudget` opens the upload's storage limits once the task is found (a missing task answers 404
 * first); a comment without files (JSON) opens none.
 * A person adds at most TASK_COMMENTS_PER_MINUTE comments a minute over all tasks, counted once the task is
 * found and before any part is read; a comment refused for its content takes its count back.
 * The comment holds the task's row while it is written and is stamped with the clock then, so of two
 * entries of one thread the one committed later is the newer: a thread that asks for what came after its
 * newest entry misses none (get-task-activity.ts).
 */
export async function addTaskComment({
  db,
  storage,
  realtime,
  rateLimiter,
  actor,
  taskId,
  parts,
  openBudget,
}: {
  db: DbOrTx;
  storage: Storage;
  realtime: RealtimeHub;
  rateLimiter: RateLimiter;
  actor: TaskActor;
  taskId: string;
  parts: AsyncIterable<UploadPart> | Iterable<UploadPart>;
  openBudget?: (clientId: string) => Promise<UploadBudget>;
}) {
  const task = await findVisibleTask({ db, actor, taskId });
  const rateKey = `task-comments:${actor.id}`;
  if ((await rateLimiter.hit(rateKey, 60)) > TASK_COMMENTS_PER_MINUTE)
    throw new AppError('rate_limited', taskMessages.commentRateLimited);
  const stored: StoredTaskFile[] = [];
  try {
    const budget = await openBudget?.(task.clientId);
    let content: string | undefined;
    for await (const part of parts) {
      if (part.kind === 'field' && part.name === 'content') content = part.value;
      else if (part.kind === 'file' && part.name === 'file') {
        if (!budget) throw new AppError('internal', 'A file arrived without an upload budget.');
        const { fileName, stream } = part;
        stored.push(await storeTaskFile({ storage, budget, taskId: task.id, fileName, stream }));
      } else {
        if (part.kind === 'file') part.stream.destroy();
        throw new AppError('bad_request', `Unexpected part '${part.name}': send 'content' and 'file' only.`);
      }
    }
    const text = commentText(content, stored.length > 0);

    return await db.transaction(async (tx) => {
      // The uploader may still write (storage/upload-budget.ts); its row is locked before the task's, in the
      // order a suspension or a deletion of the client locks them, so that neither waits on the other.
      await budget?.confirm(tx);
      // Then the task, so that comments and status moves of one task write one at a time (see above). A task
      // deleted while the files streamed answers 404, not a foreign-key failure.
      const held = (await tx.execute(sql`select id from tasks where id = ${task.id} for no key update`)).rows;
      if (held.length === 0) throw new AppError('not_found', taskMessages.taskNotFound);
      const [comment] = await tx
        .insert(taskComments)
        .values({ taskId: task.id, content: text, authorId: actor.id, createdAt: sql`clock_timestamp()` })
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
                commentId: comment.id,
              })),
            )
            .returning()
        : [];
      await realtime.publish({ topic: 'task_activity', clientId: task.clientId, id: task.id }, tx);
      await notifyTaskComment({ db: tx, realtime }, task, actor, text);
      return { comment, attachments };
    });
  } catch (error) {
    await Promise.all(stored.map((file) => storage.delete(file.key).catch(() => undefined)));
    await rateLimiter.release(rateKey).catch(() => undefined);
    throw error;
  }
}
