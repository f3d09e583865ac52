import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  type ActivityAuthor,
  type ActivityEntry,
  TASK_ACTIVITY_CURSOR_PATTERN,
  type TaskActivityPage,
} from '../../../shared/contracts/tasks';
import { sideOfStored } from '../../../shared/domain/roles';
import {
  type ActivityKind,
  activityKindOrder,
  buildActivity,
  TASK_ACTIVITY_PAGE_SIZE,
} from '../../../shared/domain/task-activity';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/connection';
import { taskAttachments, taskComments, taskStatusChanges, userRoles, users } from '../../db/schema/index';
import { findVisibleTask, type TaskActor } from './task-access';
import { toActivityEntry } from './task-activity-dto';

const authorColumns = { authorName: users.name, authorRole: userRoles.role };

/**
 * Every entry names its author to whoever reads the thread: a task's thread holds only its client's people
 * and the agency's staff (issue 47, amending decision 005). An author whose account is gone has no name.
 */
function authorOf(
  id: string | null,
  row: { authorName: string | null; authorRole: string | null },
): ActivityAuthor {
  return { id, name: id === null ? null : row.authorName, role: sideOfStored(row.authorRole) };
}

type Cursor = { at: string; kind: ActivityKind; id: string };
type EntryKey = Cursor;

/** `<time to the microsecond, UTC>_<kind>_<id>`: the contract checked its form. */
function parseCursor(cursor: string): Cursor {
  const match = TASK_ACTIVITY_CURSOR_PATTERN.exec(cursor);
  if (!match) throw new AppError('bad_request', 'Not a cursor of this thread');
  return { at: match[1] as string, kind: match[2] as ActivityKind, id: match[3] as string };
}

const cursorOf = (key: EntryKey) => `${key.at}_${key.kind}_${key.id}`;

/**
 * SPEC §2/§7: a task's thread (comments with their files, lone files, status history), a page at a time,
 * oldest first within the page: without a cursor the newest page, with `before` the page just older, with
 * `after` what came later (what an open thread asks for when told of a change). Entries are ordered by
 * (time, kind, id), compared in the database to the microsecond, so every entry is on exactly one page.
 * The writes that add entries hold the task's row and stamp them with the clock (add-task-comment.ts,
 * change-task-status.ts): an entry committed later is never older, and `after` misses none.
 */
export async function getTaskActivity({
  db,
  actor,
  taskId,
  before,
  after,
  pageSize = TASK_ACTIVITY_PAGE_SIZE,
}: {
  db: DbOrTx;
  actor: TaskActor;
  taskId: string;
  before?: string;
  after?: string;
  pageSize?: number;
}): Promise<TaskActivityPage> {
  const task = await findVisibleTask({ db, actor, taskId });
  const cursor = after ?? before;
  const from = cursor ? parseCursor(cursor) : undefined;
  const place = from
    ? sql`${sql.raw(after ? '>' : '<')} (${from.at}::timestamptz, ${activityKindOrder[from.kind]}::int, ${from.id}::uuid)`
    : undefined;
  const keys = (
    await db.execute<EntryKey>(sql`
    select kind, id::text as id, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
    from (
      select 'status'::text as kind, 0 as rank, id, created_at as at
        from task_status_changes where task_id = ${task.id}
      union all
      select 'comment', 1, id, created_at from task_comments where task_id = ${task.id}
      union all
      select 'attachment', 2, a.id, a.uploaded_at from task_attachments a
        where a.task_id = ${task.id}
          and not exists (select 1 from task_comments c where c.id = a.comment_id and c.task_id = ${task.id})
    ) entry
    ${place ? sql`where (at, rank, id) ${place}` : sql``}
    order by ${after ? sql`at, rank, id` : sql`at desc, rank desc, id desc`}
    limit ${pageSize + 1}`)
  ).rows;
  const more = keys.length > pageSize;
  const page = after ? keys.slice(0, pageSize) : keys.slice(0, pageSize).reverse();
  const oldest = page[0];
  const newest = page.at(-1);
  return {
    entries: await loadEntries(db, task.id, page),
    olderCursor: !after && more && oldest ? cursorOf(oldest) : null,
    newestCursor: newest ? cursorOf(newest) : (after ?? null),
    hasNewer: Boolean(after) && more,
  };
}

/** The page's entries, in the order of `keys`, each read with its author (and a comment with its files). */
async function loadEntries(db: DbOrTx, taskId: string, keys: EntryKey[]): Promise<ActivityEntry[]> {
  const idsOf = (kind: ActivityKind) => keys.filter((k) => k.kind === kind).map((k) => k.id);
  const commentIds = idsOf('comment');
  const loneIds = idsOf('attachment');
  const changeIds = idsOf('status');
  const none = Promise.resolve([]);
  const attachmentsWhere: SQL[] = [];
  if (commentIds.length) attachmentsWhere.push(inArray(taskAttachments.commentId, commentIds));
  if (loneIds.length) attachmentsWhere.push(inArray(taskAttachments.id, loneIds));
  const [comments, attachments, changes] = await Promise.all([
    commentIds.length
      ? db
          .select({ row: taskComments, ...authorColumns })
          .from(taskComments)
          .leftJoin(users, eq(users.id, taskComments.authorId))
          .leftJoin(userRoles, eq(userRoles.userId, taskComments.authorId))
          .where(and(eq(taskComments.taskId, taskId), inArray(taskComments.id, commentIds)))
      : none,
    attachmentsWhere.length
      ? db
          .select({ row: taskAttachments, ...authorColumns })
          .from(taskAttachments)
          .leftJoin(users, eq(users.id, taskAttachments.uploadedBy))
          .leftJoin(userRoles, eq(userRoles.userId, taskAttachments.uploadedBy))
          .where(and(eq(taskAttachments.taskId, taskId), sql.join(attachmentsWhere, sql` or `)))
      : none,
    changeIds.length
      ? db
          .select({ row: taskStatusChanges, ...authorColumns })
          .from(taskStatusChanges)
          .leftJoin(users, eq(users.id, taskStatusChanges.changedBy))
          .leftJoin(userRoles, eq(userRoles.userId, taskStatusChanges.changedBy))
          .where(and(eq(taskStatusChanges.taskId, taskId), inArray(taskStatusChanges.id, changeIds)))
      : none,
  ]);
  const items = buildActivity({
    comments: comments.map((r) => ({ ...r.row, author: authorOf(r.row.authorId, r) })),
    attachments: attachments.map((r) => ({ ...r.row, author: authorOf(r.row.uploadedBy, r) })),
    statusChanges: changes.map((r) => ({ ...r.row, author: authorOf(r.row.changedBy, r) })),
  });
  // buildActivity orders by the millisecond; the page's own order is the database's, to the microsecond.
  const position = new Map(keys.map((k, i) => [`${k.kind}_${k.id}`, i]));
  const entries = items.map(toActivityEntry);
  return entries.sort(
    (a, b) => (position.get(`${a.kind}_${a.id}`) ?? 0) - (position.get(`${b.kind}_${b.id}`) ?? 0),
  );
}
