import { and, eq } from 'drizzle-orm';
import type { Task } from '../../../shared/contracts/tasks';
import { taskMessages } from '../../../shared/domain/task-messages';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { tasks } from '../../db/schema/index';
import { type Reach, withinReach } from '../../identity/client-reach';
import type { RealtimeHub } from '../../realtime/hub';
import { toTaskDto } from './task-dto';

export type TaskChanges = { title?: string; description?: string | null; dueDate?: string | null };

/** A staff member who reaches the task's client edits a task's title, description or due date; the client's open pages refresh. */
export async function updateTask({
  db,
  realtime,
  reach,
  taskId,
  changes,
}: {
  db: DbOrTx;
  realtime: RealtimeHub;
  reach: Reach;
  taskId: string;
  changes: TaskChanges;
}): Promise<Task> {
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(tasks)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(tasks.id, taskId), withinReach(reach, tasks.clientId)))
      .returning();
    if (!row) throw new AppError('not_found', taskMessages.taskNotFound);
    await realtime.publish({ topic: 'tasks', clientId: row.clientId, id: row.id }, tx);
    return toTaskDto(row, 'admin');
  });
}
