import { desc, eq } from 'drizzle-orm';
import type { Task } from '../../../shared/contracts/tasks';
import type { DbOrTx } from '../../db/connection';
import { tasks } from '../../db/schema/index';
import { toTaskDto } from './task-dto';

/** SPEC §7: a client's own tasks, newest first. */
export async function listClientTasks({ db, clientId }: { db: DbOrTx; clientId: string }): Promise<Task[]> {
  const rows = await db
    .select()
    .from(tasks)
    .where(eq(tasks.clientId, clientId))
    .orderBy(desc(tasks.createdAt), desc(tasks.id));
  return rows.map((row) => toTaskDto(row, 'client'));
}
