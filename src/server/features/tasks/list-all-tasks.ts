import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { ADMIN_TASKS_PAGE_SIZE, type AdminTaskList } from '../../../shared/contracts/tasks';
import type { TaskStatus } from '../../../shared/domain/task-status';
import { fewClientsNamed } from '../../db/clients-named';
import type { DbOrTx } from '../../db/connection';
import { containsPattern } from '../../db/contains-pattern';
import { profiles, tasks, users } from '../../db/schema/index';
import { type Reach, withinReach } from '../../identity/client-reach';
import { toTaskDto } from './task-dto';

export type TaskFilters = { q?: string; status?: TaskStatus; clientId?: string };

/**
 * SPEC §2 Tasks Manager search: the task's title or description, or its client's company or contact
 * person, ignoring case. Title and description have trigram indexes; the matching clients are found
 * first (db/clients-named.ts), so a rare word reads only its tasks and a common one walks the newest first.
 */
async function searchFilter(db: DbOrTx, q: string): Promise<SQL | undefined> {
  const pattern = containsPattern(q);
  const clientNameMatches = sql`(${ilike(profiles.companyName, pattern)} or ${ilike(profiles.contactPerson, pattern)})`;
  // Every profile found by its company or contact person matches; emails are not searched.
  const named = await fewClientsNamed(db, pattern, {});
  return or(
    ilike(tasks.title, pattern),
    ilike(tasks.description, pattern),
    named ? inArray(tasks.clientId, named) : clientNameMatches,
  );
}

/**
 * Tasks Manager: one page of every client's tasks with their client, newest first, narrowed by search,
 * status and client. The cursor task's own row is compared in SQL, so tasks made within a millisecond
 * keep one order; a cursor task deleted since ends the list.
 */
export async function listAllTasks({
  db,
  reach,
  filters,
  before,
  pageSize = ADMIN_TASKS_PAGE_SIZE,
}: {
  db: DbOrTx;
  /** An account manager's Tasks Manager holds only their clients' tasks (decision 043). */
  reach: Reach;
  filters: TaskFilters;
  before?: string;
  pageSize?: number;
}): Promise<AdminTaskList> {
  const conditions: (SQL | undefined)[] = [withinReach(reach, tasks.clientId)];
  if (filters.status) conditions.push(eq(tasks.status, filters.status));
  if (filters.clientId) conditions.push(eq(tasks.clientId, filters.clientId));
  if (filters.q) conditions.push(await searchFilter(db, filters.q));
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
