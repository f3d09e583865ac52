import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminTask } from '../../../shared/contracts/tasks';
import type { TaskStatus } from '../../../shared/domain/task-status';
import type { DbOrTx } from '../../db/connection';
import { profiles, tasks, users } from '../../db/schema/index';
import { toTaskDto } from './task-dto';

export type TaskFilters = { q?: string; status?: TaskStatus; clientId?: string };

/** `%` and `_` in what the admin types are literal characters, not patterns. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Tasks Manager: every task with its client, newest first, narrowed by search, status and client. */
export async function listAllTasks({
  db,
  filters,
}: {
  db: DbOrTx;
  filters: TaskFilters;
}): Promise<AdminTask[]> {
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
    .orderBy(desc(tasks.createdAt), desc(tasks.id));
  return rows.map((r) => ({
    ...toTaskDto(r.task, 'admin'),
    client: {
      id: r.task.clientId,
      email: r.email,
      companyName: r.companyName,
      contactPerson: r.contactPerson,
    },
  }));
}
