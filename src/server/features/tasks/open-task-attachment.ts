import { and, eq } from 'drizzle-orm';
import { taskMessages } from '../../../shared/domain/task-messages';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { taskAttachments, tasks } from '../../db/schema/index';
import type { ByteRange, Storage } from '../../storage/storage';
import { type TaskActor, visibleTask } from './task-access';

/**
 * A task attachment's stored bytes (all, or the `range` asked), for the one the caller may see (another
 * client's: not found). A new download (`downloadBy`, audit/download-who.ts) is recorded once it is found.
 */
export async function openTaskAttachment({
  db,
  storage,
  actor,
  downloadBy,
  taskId,
  attachmentId,
  range,
}: {
  db: DbOrTx;
  storage: Storage;
  actor: TaskActor;
  downloadBy: AuditWho | null;
  taskId: string;
  attachmentId: string;
  range?: ByteRange | undefined;
}) {
  const [row] = await db
    .select({ attachment: taskAttachments, clientId: tasks.clientId, taskTitle: tasks.title })
    .from(taskAttachments)
    .innerJoin(tasks, eq(tasks.id, taskAttachments.taskId))
    .where(and(eq(taskAttachments.id, attachmentId), visibleTask(actor, taskId)))
    .limit(1);
  if (!row) throw new AppError('not_found', taskMessages.fileNotFound);
  const object = await storage.get(row.attachment.fileUrl, range);
  if (!object) throw new AppError('not_found', taskMessages.fileNotFound);
  if (downloadBy) {
    await recordAudit(db, downloadBy, {
      action: 'file_downloaded',
      clientId: row.clientId,
      target: { type: 'task_attachment', id: row.attachment.id, label: row.attachment.fileName },
      details: { taskId, task: row.taskTitle },
    }).catch((error: unknown) => {
      object.body.destroy();
      throw error;
    });
  }
  return { ...object, fileName: row.attachment.fileName, fileType: row.attachment.fileType };
}
