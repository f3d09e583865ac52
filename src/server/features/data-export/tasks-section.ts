import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection';
import {
  taskAttachments,
  taskComments,
  taskStatusChanges,
  tasks,
  userRoles,
  users,
} from '../../db/schema/index';
import type { ExportedFiles } from './exported-file';
import { personColumns, personOf } from './exported-person';
import { groupBy } from './group-by';

type AttachmentRow = typeof taskAttachments.$inferSelect;

/**
 * tasks.json: every task of the company, oldest first, with its thread as both sides see it: comments
 * (author, text, time, the files posted with them), files posted alone, and the status history. Files go
 * under `files/tasks/<task id>/`.
 */
export async function tasksSection(tx: DbOrTx, clientId: string, files: ExportedFiles) {
  const companyTasks = tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.clientId, clientId));
  const taskRows = await tx
    .select()
    .from(tasks)
    .where(eq(tasks.clientId, clientId))
    .orderBy(asc(tasks.createdAt), asc(tasks.id));
  const comments = await tx
    .select({ comment: taskComments, ...personColumns })
    .from(taskComments)
    .leftJoin(users, eq(users.id, taskComments.authorId))
    .leftJoin(userRoles, eq(userRoles.userId, taskComments.authorId))
    .where(inArray(taskComments.taskId, companyTasks))
    .orderBy(asc(taskComments.createdAt), asc(taskComments.id));
  const attachments = await tx
    .select({ attachment: taskAttachments, ...personColumns })
    .from(taskAttachments)
    .leftJoin(users, eq(users.id, taskAttachments.uploadedBy))
    .leftJoin(userRoles, eq(userRoles.userId, taskAttachments.uploadedBy))
    .where(inArray(taskAttachments.taskId, companyTasks))
    .orderBy(asc(taskAttachments.uploadedAt), asc(taskAttachments.id));
  const changes = await tx
    .select({ change: taskStatusChanges, ...personColumns })
    .from(taskStatusChanges)
    .leftJoin(users, eq(users.id, taskStatusChanges.changedBy))
    .leftJoin(userRoles, eq(userRoles.userId, taskStatusChanges.changedBy))
    .where(inArray(taskStatusChanges.taskId, companyTasks))
    .orderBy(asc(taskStatusChanges.createdAt), asc(taskStatusChanges.id));

  const commentIds = new Set(comments.map((row) => row.comment.id));
  const commentsOf = groupBy(comments, (row) => row.comment.taskId);
  const filesOfComment = groupBy(attachments, (row) => row.attachment.commentId);
  // A file whose comment is gone stands alone in the thread, as the thread shows it.
  const loneFilesOf = groupBy(attachments, (row) =>
    row.attachment.commentId && commentIds.has(row.attachment.commentId) ? null : row.attachment.taskId,
  );
  const changesOf = groupBy(changes, (row) => row.change.taskId);

  return taskRows.map((task) => {
    const folder = `tasks/${task.id}`;
    const fileOf = (row: AttachmentRow) => ({
      id: row.id,
      name: row.fileName,
      type: row.fileType,
      size: row.fileSize,
      path: files.add(row.fileUrl, folder, row.fileName, row.uploadedAt),
    });
    return {
      id: task.id,
      title: task.title,
      description: task.description,
      status: task.status,
      priority: task.priority,
      dueDate: task.dueDate,
      createdAt: task.createdAt,
      updatedAt: task.updatedAt,
      comments: (commentsOf.get(task.id) ?? []).map((row) => ({
        id: row.comment.id,
        author: personOf(row),
        body: row.comment.content,
        createdAt: row.comment.createdAt,
        attachments: (filesOfComment.get(row.comment.id) ?? []).map((file) => fileOf(file.attachment)),
      })),
      files: (loneFilesOf.get(task.id) ?? []).map((row) => ({
        ...fileOf(row.attachment),
        uploadedBy: personOf(row),
        uploadedAt: row.attachment.uploadedAt,
      })),
      statusHistory: (changesOf.get(task.id) ?? []).map((row) => ({
        from: row.change.oldStatus,
        to: row.change.newStatus,
        by: personOf(row),
        at: row.change.createdAt,
      })),
    };
  });
}
