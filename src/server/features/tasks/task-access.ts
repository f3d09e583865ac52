import { and, eq, type SQL } from 'drizzle-orm';
import type { Side } from '../../../shared/domain/roles';
import { taskMessages } from '../../../shared/domain/task-messages';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { tasks } from '../../db/schema/index';
import { type Reach, withinReach } from '../../identity/client-reach';

/**
 * Who acts on tasks: a signed-in user whose role is known, by side (task moves and names go by side) and
 * by reach (which tasks they find goes by reach: identity/client-reach.ts).
 */
export type TaskActor = { id: string; role: Side; reach: Reach };

/**
 * The one access rule for a task, as a WHERE condition: admins reach every task, an account manager their
 * clients', a client's people only their company's. Another's task is then simply not found.
 */
export function visibleTask(actor: TaskActor, taskId: string): SQL {
  return and(eq(tasks.id, taskId), withinReach(actor.reach, tasks.clientId)) as SQL;
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
