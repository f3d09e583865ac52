import { desc, eq, sql } from 'drizzle-orm';
import type { Task } from '../../../shared/contracts/tasks';
import type { Db } from '../../db/connection';
import { driverRows, fieldsNamedByKey } from '../../db/driver-rows';
import { isoTime } from '../../db/iso-time';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { tasks } from '../../db/schema/index';
import { type TaskFields, taskFieldsDto } from './task-dto';

/** SPEC §7: a client's own tasks, newest first. */
export async function listClientTasks({ db, clientId }: { db: Db; clientId: string }): Promise<Task[]> {
  const rows = await driverRows<TaskFields>(clientTasksQuery(db), { clientId });
  return rows.map((row) => taskFieldsDto(row, 'client'));
}

// Every visit to a client's tasks and overview runs it: its times come as text (db/iso-time.ts), and its
// rows as the driver reads them, already shaped as TaskFields (db/driver-rows.ts).
const clientTasksQuery = preparedPerDatabase((db) =>
  db
    .select(
      fieldsNamedByKey({
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
      }),
    )
    .from(tasks)
    .where(eq(tasks.clientId, sql.placeholder('clientId')))
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .prepare('list_client_tasks'),
);
