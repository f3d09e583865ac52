import { desc, eq } from 'drizzle-orm';
import type { Task } from '../../../shared/contracts/tasks';
import type { DbOrTx } from '../../db/connection';
import { isoTime } from '../../db/iso-time';
import { tasks } from '../../db/schema/index';
import { taskFieldsDto } from './task-dto';

/** SPEC §7: a client's own tasks, newest first, their times read as the API's text (db/iso-time.ts). */
export async function listClientTasks({ db, clientId }: { db: DbOrTx; clientId: string }): Promise<Task[]> {
  const rows = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      description: tasks.description,
      status: tasks.status,
      priority: tasks.priority,
      dueDate: tasks.dueDate,
      clientId: tasks.clientId,
      assignedBy: tasks.assignedBy,
      createdAt: isoTime(tasks.createdAt),
      updatedAt: isoTime(tasks.updatedAt),
    })
    .from(tasks)
    .where(eq(tasks.clientId, clientId))
    .orderBy(desc(tasks.createdAt), desc(tasks.id));
  return rows.map((row) => taskFieldsDto(row, 'client'));
}
