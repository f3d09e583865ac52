import { desc, eq, sql } from 'drizzle-orm';
import type { Task } from '../../../shared/contracts/tasks';
import type { Db } from '../../db/connection';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { tasks } from '../../db/schema/index';
import { toTaskDto } from './task-dto';

/** SPEC §7: a client's own tasks, newest first. */
export async function listClientTasks({ db, clientId }: { db: Db; clientId: string }): Promise<Task[]> {
  const rows = await clientTasksQuery(db).execute({ clientId });
  return rows.map((row) => toTaskDto(row, 'client'));
}

// Every visit to a client's tasks and overview runs it.
const clientTasksQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(tasks)
    .where(eq(tasks.clientId, sql.placeholder('clientId')))
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .prepare('list_client_tasks'),
);
