import { desc, eq, sql } from 'drizzle-orm';
import type { Task } from '../../../shared/contracts/tasks';
import type { Db } from '../../db/connection';
import { isoTime } from '../../db/iso-time';
import { preparedQuery } from '../../db/prepared-query';
import { tasks } from '../../db/schema/index';
import { taskFieldsDto } from './task-dto';

const clientTasksQuery = preparedQuery((db) =>
  db
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
    .where(eq(tasks.clientId, sql.placeholder('clientId')))
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .prepare('client_tasks'),
);

/** SPEC §7: a client's own tasks, newest first, their times read as the API's text (db/iso-time.ts). */
export async function listClientTasks({ db, clientId }: { db: Db; clientId: string }): Promise<Task[]> {
  const rows = await clientTasksQuery(db).execute({ clientId });
  return rows.map((row) => taskFieldsDto(row, 'client'));
}
