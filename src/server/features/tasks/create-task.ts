import { and, eq } from 'drizzle-orm';
import type { Task } from '../../../shared/contracts/tasks';
import { taskMessages } from '../../../shared/domain/task-messages';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { clientAccounts, taskComments, taskStatusChanges, tasks } from '../../db/schema/index';
import { type Reach, withinReach } from '../../identity/client-reach';
import type { RealtimeHub } from '../../realtime/hub';
import { toTaskDto } from './task-dto';
import { notifyTaskAssigned } from './task-notifications';

export type NewTask = {
  title: string;
  description: string | null;
  clientId: string;
  dueDate?: string | null;
  notes: string | null;
};

/**
 * SPEC §6: a staff member creates a task for a client (assigned_by = the admin), pending with priority medium.
 * The creation is the first status-history row (no old status); initial notes become the first comment.
 */
export async function createTask({
  db,
  realtime,
  adminId,
  reach,
  task,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  adminId: string;
  /** An account manager creates tasks only for their clients; another client is not found. */
  reach: Reach;
  task: NewTask;
}): Promise<Task> {
  return db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clientAccounts.id })
      .from(clientAccounts)
      .where(and(eq(clientAccounts.id, task.clientId), withinReach(reach, clientAccounts.id)))
      .limit(1);
    if (!client) throw new AppError('not_found', taskMessages.clientNotFound);

    const [row] = await tx
      .insert(tasks)
      .values({
        title: task.title,
        description: task.description,
        clientId: client.id,
        dueDate: task.dueDate ?? null,
        assignedBy: adminId,
        status: 'pending',
        priority: 'medium',
      })
      .returning();
    if (!row) throw new AppError('internal', 'Creating the task failed.');
    await tx
      .insert(taskStatusChanges)
      .values({ taskId: row.id, oldStatus: null, newStatus: 'pending', changedBy: adminId });
    if (task.notes)
      await tx.insert(taskComments).values({ taskId: row.id, content: task.notes, authorId: adminId });

    await realtime.publish({ topic: 'tasks', clientId: row.clientId, id: row.id }, tx);
    await notifyTaskAssigned({ db: tx, realtime }, row);
    if (task.notes)
      await realtime.publish({ topic: 'task_activity', clientId: row.clientId, id: row.id }, tx);
    return toTaskDto(row, 'admin');
  });
}
