import type { Task } from '../../../shared/contracts/tasks';
import type { DbOrTx } from '../../db/connection';
import { findVisibleTask, type TaskActor } from './task-access';
import { toTaskDto } from './task-dto';

export async function getTask({
  db,
  actor,
  taskId,
}: {
  db: DbOrTx;
  actor: TaskActor;
  taskId: string;
}): Promise<Task> {
  return toTaskDto(await findVisibleTask({ db, actor, taskId }), actor.role);
}
