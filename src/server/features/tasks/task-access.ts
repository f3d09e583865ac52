import { and, eq, type SQL } from 'drizzle-orm';
import type { Role } from '../../../shared/domain/roles';
import { taskMessages } from '../../../shared/domain/task-messages';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { tasks } from '../../db/schema/index';

/** Who acts on tasks: a signed-in user whose role is known; a client's person with their company's id. */
export type TaskActor = { id: string; role: Role; clientId: string | null };

/**
 * The one access rule for a task, as a WHERE condition: admins reach every task, a client's people only
 * their company's. Another company's task is then simply not found.
 */
export function visibleTask(actor: TaskActor, taskId: string): SQL {
  const byId = eq(tasks.id, taskId);
  if (actor.role === 'admin') return byId;
  return and(byId, eq(tasks.clientId, actor.clientId ?? '')) as SQL;
}

export async function findVisibleTask({
  db,
  actor,
  taskId,
}: {
  db: DbOrTx;
  actor: TaskActor;
  taskId: string;
}) {
  const [task] = await db.select().from(tasks).where(visibleTask(actor, taskId)).limit(1);
  if (!task) throw new AppError('not_found', taskMessages.taskNotFound);
  return task;
}
