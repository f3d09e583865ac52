import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { WeeklyDigest } from '../../shared/domain/notification-emails';
import { notificationExcerpt } from '../../shared/domain/notifications';
import type { DbOrTx } from '../db/connection';
import { files, projectUpdates, taskStatusChanges, tasks } from '../db/schema/index';

export const DIGEST_PERIOD_MS = 7 * 24 * 60 * 60 * 1000;

/** The tasks a client still has to act on. */
export const openTaskStatuses = ['pending', 'in-progress', 'needs-revision'] as const;

/**
 * One client's week up to `until`: tasks approved in it, tasks still open, updates posted and files the
 * team shared. Read when the digest is made (for the bell's summary) and again when it is emailed.
 */
export async function weeklyDigestOf(db: DbOrTx, clientId: string, until: Date): Promise<WeeklyDigest> {
  const since = new Date(until.getTime() - DIGEST_PERIOD_MS);
  const inWeek = (column: AnyPgColumn) => and(gte(column, since), lt(column, until));
  const [approved, open, updates, shared] = await Promise.all([
    db
      .select({ title: tasks.title })
      .from(taskStatusChanges)
      .innerJoin(tasks, eq(tasks.id, taskStatusChanges.taskId))
      .where(
        and(
          eq(tasks.clientId, clientId),
          eq(taskStatusChanges.newStatus, 'approved'),
          eq(tasks.status, 'approved'),
          inWeek(taskStatusChanges.createdAt),
        ),
      )
      .orderBy(asc(taskStatusChanges.createdAt)),
    db
      .select({ title: tasks.title })
      .from(tasks)
      .where(and(eq(tasks.clientId, clientId), inArray(tasks.status, [...openTaskStatuses])))
      .orderBy(asc(tasks.dueDate), asc(tasks.createdAt)),
    db
      .select({ message: projectUpdates.message })
      .from(projectUpdates)
      .where(and(eq(projectUpdates.clientId, clientId), inWeek(projectUpdates.createdAt)))
      .orderBy(desc(projectUpdates.createdAt)),
    db
      .select({ name: files.name })
      .from(files)
      .where(
        and(
          eq(files.clientId, clientId),
          or(isNull(files.uploadedBy), ne(files.uploadedBy, clientId)),
          inWeek(files.createdAt),
        ),
      )
      .orderBy(desc(files.createdAt)),
  ]);
  return {
    approved: [...new Set(approved.map((row) => row.title))],
    open: open.map((row) => row.title),
    updates: updates.map((row) => notificationExcerpt(row.message)),
    files: shared.map((row) => row.name),
  };
}
