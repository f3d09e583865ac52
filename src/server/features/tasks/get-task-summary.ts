import { count, desc, eq } from 'drizzle-orm';
import type { TaskSummary } from '../../../shared/contracts/tasks';
import type { DbOrTx } from '../../db/connection';
import { projectUpdates, tasks } from '../../db/schema/index';
import { toTaskDto } from './task-dto';

/** SPEC §9: the overview shows 3 tasks. */
export const OVERVIEW_TASKS = 3;

/** SPEC §2 Overview: the four cards' counts and the Current Tasks card, for one client. */
export async function getTaskSummary({
  db,
  clientId,
}: {
  db: DbOrTx;
  clientId: string;
}): Promise<TaskSummary> {
  const byStatus = await db
    .select({ status: tasks.status, n: count() })
    .from(tasks)
    .where(eq(tasks.clientId, clientId))
    .groupBy(tasks.status);
  const countOf = (status: string) => Number(byStatus.find((r) => r.status === status)?.n ?? 0);
  const [updates] = await db
    .select({ n: count() })
    .from(projectUpdates)
    .where(eq(projectUpdates.clientId, clientId));
  const current = await db
    .select()
    .from(tasks)
    .where(eq(tasks.clientId, clientId))
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(OVERVIEW_TASKS);
  return {
    completedTasks: countOf('approved'),
    activeTasks: countOf('in-progress'),
    tasksDue: countOf('pending'),
    projectUpdates: Number(updates?.n ?? 0),
    currentTasks: current.map((row) => toTaskDto(row, 'client')),
  };
}
