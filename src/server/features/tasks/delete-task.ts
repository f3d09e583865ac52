import { and, eq } from 'drizzle-orm';
import { taskMessages } from '../../../shared/domain/task-messages';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { taskAttachments, tasks } from '../../db/schema/index';
import { type Reach, withinReach } from '../../identity/client-reach';
import type { RealtimeHub } from '../../realtime/hub';
import type { Storage } from '../../storage/storage';

/**
 * An admin deletes a task: its comments, status history and attachments go with it (ON DELETE CASCADE) in
 * one transaction, each attachment recorded in the audit log as deleted, then the attachments' stored files. Should removing a file fail, no row names it any
 * more and the start-up sweep removes it.
 */
export async function deleteTask({
  db,
  storage,
  realtime,
  reach,
  who,
  taskId,
}: {
  db: DbOrTx;
  storage: Storage;
  realtime: RealtimeHub;
  /** An account manager deletes only their clients' tasks; another's is not found. */
  reach: Reach;
  /** Who the audit log names for the attachments deleted with the task. */
  who: AuditWho;
  taskId: string;
}): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    // Locked first, so that a comment committing meanwhile (add-task-comment.ts holds the task) is in the
    // list of stored files read next, not left on disk with no row.
    const mine = and(eq(tasks.id, taskId), withinReach(reach, tasks.clientId));
    const [held] = await tx.select({ id: tasks.id }).from(tasks).where(mine).for('update');
    if (!held) throw new AppError('not_found', taskMessages.taskNotFound);
    const attachments = await tx
      .select({ id: taskAttachments.id, key: taskAttachments.fileUrl, fileName: taskAttachments.fileName })
      .from(taskAttachments)
      .where(eq(taskAttachments.taskId, taskId));
    const [row] = await tx.delete(tasks).where(eq(tasks.id, taskId)).returning();
    if (!row) throw new AppError('not_found', taskMessages.taskNotFound);
    for (const attachment of attachments) {
      await recordAudit(tx, who, {
        action: 'file_deleted',
        clientId: row.clientId,
        target: { type: 'task_attachment', id: attachment.id, label: attachment.fileName },
        details: { taskId, task: row.title, withTheTask: true },
      });
    }
    await realtime.publish({ topic: 'tasks', clientId: row.clientId, id: row.id }, tx);
    await realtime.publish({ topic: 'task_activity', clientId: row.clientId, id: row.id }, tx);
    return attachments.map(({ key }) => key);
  });
  for (const key of keys) {
    await storage.delete(key).catch((error) => {
      console.error('Could not remove a stored file of a deleted task', key, error);
    });
  }
}
