import { sql } from 'drizzle-orm';
import { TASK_COMMENTS_PER_MINUTE } from '../../../shared/domain/task-activity';
import { taskMessages } from '../../../shared/domain/task-messages';
import type { taskCommentUpload } from '../../../shared/domain/uploads';
import type { AuditWho } from '../../audit/audit-person';
import { recordUploads } from '../../audit/record-uploads';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { taskAttachments, taskComments } from '../../db/schema/index';
import type { ReceiveUpload } from '../../http/upload-pipeline';
import type { RateLimiter } from '../../platform/rate-limiter';
import type { RealtimeHub } from '../../realtime/hub';
import type { StoredUpload } from '../../storage/store-upload';
import { commentText } from './comment-text';
import { findVisibleTask, type TaskActor } from './task-access';
import { notifyTaskComment } from './task-notifications';

/**
 * SPEC §5: a comment carries text, files or both; with files only its content is 'File attachment'.
 * A JSON comment brings its `content`; a multipart one arrives through `upload` (the route's upload
 * pipeline), its `content` field and `file` parts in any order, so the text is checked once every part is
 * in. The files are stored under `task-files/{taskId}/` as they stream in, against the task's client's
 * quota, once the task is found (a missing task answers 404 first); the comment and its attachment rows,
 * each naming the comment, are written in one transaction, so the thread shows them as one entry. Any
 * refusal removes stored files.
 * A person adds at most TASK_COMMENTS_PER_MINUTE comments a minute over all tasks, counted once the task is
 * found and before any part is read; a comment refused for its content takes its count back.
 * The comment holds the task's row while it is written and is stamped with the clock then, so of two
 * entries of one thread the one committed later is the newer: a thread that asks for what came after its
 * newest entry misses none (get-task-activity.ts).
 */
export async function addTaskComment({
  db,
  realtime,
  rateLimiter,
  actor,
  who,
  taskId,
  content,
  upload,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  rateLimiter: RateLimiter;
  actor: TaskActor;
  /** The audit log records each file attached (a comment's text is not audited). */
  who: AuditWho;
  taskId: string;
  /** A JSON comment's text (undefined when it sent none). */
  content?: string;
  /** A multipart comment, received by the route's upload pipeline. */
  upload?: ReceiveUpload<typeof taskCommentUpload>;
}) {
  const task = await findVisibleTask({ db, actor, taskId });
  const rateKey = `task-comments:${actor.id}`;
  if ((await rateLimiter.hit(rateKey, 60)) > TASK_COMMENTS_PER_MINUTE)
    throw new AppError('rate_limited', taskMessages.commentRateLimited);
  const comment = { db, realtime, actor, who, task };
  try {
    if (!upload) return await writeComment({ ...comment, text: commentText(content, false), files: [] });
    return await upload({
      clientId: task.clientId,
      folder: `task-files/${task.id}`,
      write: ({ fields, files, confirm }) =>
        writeComment({
          ...comment,
          text: commentText(fields.content, files.file.length > 0),
          files: files.file,
          confirm,
        }),
    });
  } catch (error) {
    await rateLimiter.release(rateKey).catch(() => undefined);
    throw error;
  }
}

/** The comment and its attachment rows, in one transaction. */
async function writeComment({
  db,
  realtime,
  actor,
  who,
  task,
  text,
  files,
  confirm,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  actor: TaskActor;
  who: AuditWho;
  task: Awaited<ReturnType<typeof findVisibleTask>>;
  text: string;
  files: StoredUpload[];
  /** The upload's check, first in the transaction; a JSON comment has none. */
  confirm?: (tx: DbOrTx) => Promise<void>;
}) {
  return db.transaction(async (tx) => {
    // The uploader may still write (storage/upload-budget.ts); its row is locked before the task's, in the
    // order a suspension or a deletion of the client locks them, so that neither waits on the other.
    await confirm?.(tx);
    // Then the task, so that comments and status moves of one task write one at a time (see above). A task
    // deleted while the files streamed answers 404, not a foreign-key failure.
    const held = (await tx.execute(sql`select id from tasks where id = ${task.id} for no key update`)).rows;
    if (held.length === 0) throw new AppError('not_found', taskMessages.taskNotFound);
    const [comment] = await tx
      .insert(taskComments)
      .values({ taskId: task.id, content: text, authorId: actor.id, createdAt: sql`clock_timestamp()` })
      .returning();
    if (!comment) throw new AppError('internal', 'Saving the comment failed.');
    const attachments = files.length
      ? await tx
          .insert(taskAttachments)
          .values(
            files.map((file) => ({
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
    await recordUploads(tx, who, {
      clientId: task.clientId,
      targetType: 'task_attachment',
      rows: attachments,
      details: { taskId: task.id, task: task.title },
    });
    await realtime.publish({ topic: 'task_activity', clientId: task.clientId, id: task.id }, tx);
    await notifyTaskComment({ db: tx, realtime }, task, actor, text);
    return { comment, attachments };
  });
}
