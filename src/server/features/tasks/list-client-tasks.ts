import { desc, eq, sql } from 'drizzle-orm';
import type { Task } from '../../../shared/contracts/tasks';
import type { Db } from '../../db/connection';
import { driverRows } from '../../db/driver-rows';
import { isoTime } from '../../db/iso-time';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { tasks } from '../../db/schema/index';
import { taskFieldsDto } from './task-dto';

/** A row of clientTasksQuery as the driver gives it: keyed by column name, every field text. */
type ClientTaskRow = {
  id: string;
  title: string;
  description: string | null;
  status: string;
  priority: string;
  due_date: string | null;
  client_id: string;
  assigned_by: string | null;
  created_at: string;
  updated_at: string;
};

/** SPEC §7: a client's own tasks, newest first. */
export async function listClientTasks({ db, clientId }: { db: Db; clientId: string }): Promise<Task[]> {
  const rows = await driverRows<ClientTaskRow>(clientTasksQuery(db), { clientId });
  return rows.map((row) =>
    taskFieldsDto(
      {
        id: row.id,
        title: row.title,
        description: row.description,
        status: row.status,
        priority: row.priority,
        dueDate: row.due_date,
        clientId: row.client_id,
        assignedBy: row.assigned_by,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      },
      'client',
    ),
  );
}

// Every visit to a client's tasks and overview runs it: its times come as text (db/iso-time.ts), and its
// rows as the driver reads them (db/driver-rows.ts).
const clientTasksQuery = preparedPerDatabase((db) =>
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
      createdAt: isoTime(tasks.createdAt).as('created_at'),
      updatedAt: isoTime(tasks.updatedAt).as('updated_at'),
    })
    .from(tasks)
    .where(eq(tasks.clientId, sql.placeholder('clientId')))
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .prepare('list_client_tasks'),
);
