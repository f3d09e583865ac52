import { asc, eq } from 'drizzle-orm';
import type { ActivityAuthor, ActivityEntry } from '../../../shared/contracts/tasks';
import { buildActivity } from '../../../shared/domain/task-activity';
import type { DbOrTx } from '../../db/connection';
import { taskAttachments, taskComments, taskStatusChanges, userRoles, users } from '../../db/schema/index';
import { findVisibleTask, type TaskActor } from './task-access';
import { toActivityEntry } from './task-activity-dto';

const authorColumns = { authorName: users.name, authorRole: userRoles.role };

/**
 * Decision 005: a client sees the team only as 'Team Member', so the team's names are not sent to clients;
 * admins get every author's name.
 */
function authorFor(viewer: TaskActor) {
  return (
    id: string | null,
    row: { authorName: string | null; authorRole: string | null },
  ): ActivityAuthor => {
    const role = row.authorRole === 'admin' || row.authorRole === 'client' ? row.authorRole : null;
    const named = id !== null && (viewer.role === 'admin' || id === viewer.id);
    return { id, name: named ? row.authorName : null, role };
  };
}

/** SPEC §2/§7: a task's thread (comments with their files, lone files, status history), oldest first. */
export async function getTaskActivity({
  db,
  actor,
  taskId,
}: {
  db: DbOrTx;
  actor: TaskActor;
  taskId: string;
}): Promise<ActivityEntry[]> {
  const task = await findVisibleTask({ db, actor, taskId });
  const [comments, attachments, changes] = await Promise.all([
    db
      .select({ row: taskComments, ...authorColumns })
      .from(taskComments)
      .leftJoin(users, eq(users.id, taskComments.authorId))
      .leftJoin(userRoles, eq(userRoles.userId, taskComments.authorId))
      .where(eq(taskComments.taskId, task.id))
      .orderBy(asc(taskComments.createdAt)),
    db
      .select({ row: taskAttachments, ...authorColumns })
      .from(taskAttachments)
      .leftJoin(users, eq(users.id, taskAttachments.uploadedBy))
      .leftJoin(userRoles, eq(userRoles.userId, taskAttachments.uploadedBy))
      .where(eq(taskAttachments.taskId, task.id))
      .orderBy(asc(taskAttachments.uploadedAt)),
    db
      .select({ row: taskStatusChanges, ...authorColumns })
      .from(taskStatusChanges)
      .leftJoin(users, eq(users.id, taskStatusChanges.changedBy))
      .leftJoin(userRoles, eq(userRoles.userId, taskStatusChanges.changedBy))
      .where(eq(taskStatusChanges.taskId, task.id))
      .orderBy(asc(taskStatusChanges.createdAt)),
  ]);
  const author = authorFor(actor);
  const items = buildActivity({
    comments: comments.map((r) => ({ ...r.row, author: author(r.row.authorId, r) })),
    attachments: attachments.map((r) => ({ ...r.row, author: author(r.row.uploadedBy, r) })),
    statusChanges: changes.map((r) => ({ ...r.row, author: author(r.row.changedBy, r) })),
  });
  return items.map(toActivityEntry);
}
