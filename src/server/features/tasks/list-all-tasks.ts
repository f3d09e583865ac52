import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { ADMIN_TASKS_PAGE_SIZE, type AdminTaskList } from '../../../shared/contracts/tasks';
import type { TaskStatus } from '../../../shared/domain/task-status';
import type { DbOrTx } from '../../db/connection';
import { containsPattern } from '../../db/contains-pattern';
import { profiles, tasks, users } from '../../db/schema/index';
import { toTaskDto } from './task-dto';

export type TaskFilters = { q?: string; status?: TaskStatus; clientId?: string };

/**
 * Tasks Manager: one page of every client's tasks with their client, newest first, narrowed by search,
 * status and client. The cursor task's own row is compared in SQL, so tasks made within a millisecond
 * keep one order; a cursor task deleted since ends the list.
 */
export async function listAllTasks({
  db,
  filters,
  before,
  pageSize = ADMIN_TASKS_PAGE_SIZE,
}: {
  db: DbOrTx;
  filters: TaskFilters;
  before?: string;
  pageSize?: number;
}): Promise<AdminTaskList> {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status) conditions.push(eq(tasks.status, filters.status));
  if (filters.clientId) conditions.push(eq(tasks.clientId, filters.clientId));
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(
      or(
        ilike(tasks.title, pattern),
        ilike(tasks.description, pattern),
        ilike(profiles.companyName, pattern),
        ilike(profiles.contactPerson, pattern),
      ),
    );
  }
  if (before)
    conditions.push(
      sql`(${tasks.createdAt}, ${tasks.id}) < (select c.created_at, c.id from ${tasks} c where c.id = ${before})`,
    );
  const rows = await db
    .select({
      task: tasks,
      email: users.email,
      companyName: profiles.companyName,
      contactPerson: profiles.contactPerson,
    })
    .from(tasks)
    .innerJoin(users, eq(users.id, tasks.clientId))
    .leftJoin(profiles, eq(profiles.id, tasks.clientId))
    .where(and(...conditions))
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  return {
    tasks: page.map((r) => ({
      ...toTaskDto(r.task, 'admin'),
      client: {
        id: r.task.clientId,
        email: r.email,
        companyName: r.companyName,
        contactPerson: r.contactPerson,
      },
    })),
    olderCursor: rows.length > pageSize ? (page.at(-1)?.task.id ?? null) : null,
  };
}
