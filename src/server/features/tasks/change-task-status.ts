import { and, eq, sql } from 'drizzle-orm';
import type { Task } from '../../../shared/contracts/tasks';
import { taskMessages } from '../../../shared/domain/task-messages';
import { canTransition, type TaskStatus } from '../../../shared/domain/task-status';
import type { AuditWho } from '../../audit/audit-person';
import { recordAudit } from '../../audit/record-audit';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { taskStatusChanges, tasks } from '../../db/schema/index';
import { queueEmail, sendQueuedEmailsNow } from '../../mail/email-queue';
import type { AgencyInbox, Mailer } from '../../mail/mailer';
import { agencyWants } from '../../platform/agency-settings';
import type { RealtimeHub } from '../../realtime/hub';
import { findVisibleTask, type TaskActor, visibleTask } from './task-access';
import { toTaskDto } from './task-dto';
import { notifyStatusChange, taskReviewEmail } from './task-notifications';

/**
 * SPEC §4: moves a task along the status machine and records who did it (in the task's history and the
 * audit log), in one transaction.
 * The update only matches while the task still has the status the move starts from, so of two
 * conflicting moves exactly one wins and the other is refused with 409.
 */
export async function changeTaskStatus({
  db,
  realtime,
  mail,
  actor,
  who,
  taskId,
  to,
  from: expected,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  /** A submission is also emailed to the agency inbox, unless it turned that off in Settings, System. */
  mail: { mailer: Mailer; inbox: AgencyInbox };
  actor: TaskActor;
  who: AuditWho;
  taskId: string;
  to: TaskStatus;
  from?: TaskStatus;
}): Promise<Task> {
  const emailsTeam = to === 'pending-review' && (await agencyWants(db, 'notifyTaskReviews'));
  let queued: string[] = [];
  const moved = await db.transaction(async (tx) => {
    const current = await findVisibleTask({ db: tx, actor, taskId });
    const from = (expected ?? current.status) as TaskStatus;
    if (!canTransition(actor.role, from, to))
      throw new AppError('conflict', taskMessages.moveRefused(from, to));
    if (from !== current.status)
      throw new AppError('conflict', taskMessages.moveStale(current.status as TaskStatus));

    const [updated] = await tx
      .update(tasks)
      .set({ status: to, updatedAt: sql`now()` })
      .where(and(visibleTask(actor, taskId), eq(tasks.status, from)))
      .returning();
    if (!updated) {
      // Another move committed between our read and our update.
      const [now] = await tx.select({ status: tasks.status }).from(tasks).where(eq(tasks.id, taskId));
      throw new AppError('conflict', taskMessages.moveStale((now?.status ?? from) as TaskStatus));
    }
    await tx
      .insert(taskStatusChanges)
      // Stamped by the clock while the update holds the task's row, as comments are (add-task-comment.ts):
      // the thread's entries then commit in the order of their times.
      .values({
        taskId,
        oldStatus: from,
        newStatus: to,
        changedBy: actor.id,
        createdAt: sql`clock_timestamp()`,
      });
    await recordAudit(tx, who, {
      action: 'task_status_changed',
      clientId: updated.clientId,
      target: { type: 'task', id: taskId, label: updated.title },
      details: { from, to },
    });
    await realtime.publish({ topic: 'tasks', clientId: updated.clientId, id: taskId }, tx);
    await realtime.publish({ topic: 'task_activity', clientId: updated.clientId, id: taskId }, tx);
    await notifyStatusChange({ db: tx, realtime }, updated, to);
    if (emailsTeam) queued = [await queueEmail(tx, await taskReviewEmail(tx, mail.inbox, updated))];
    return toTaskDto(updated, actor.role);
  });
  await sendQueuedEmailsNow({ db, mailer: mail.mailer }, queued);
  return moved;
}
