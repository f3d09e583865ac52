import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

const statusCheck = (column: unknown) =>
  sql`${column} in ('pending', 'in-progress', 'pending-review', 'needs-revision', 'approved')`;

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    status: text('status').notNull().default('pending'),
    dueDate: date('due_date'),
    clientId: text('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: text('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    priority: text('priority').notNull().default('medium'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tasks_status_check', statusCheck(t.status)),
    check('tasks_priority_check', sql`${t.priority} in ('low', 'medium', 'high')`),
    index('tasks_client_id_created_at_idx').on(t.clientId, t.createdAt),
    // The Tasks Manager pages newest first by (created_at, id), over all tasks or one status.
    index('tasks_created_at_id_idx').on(t.createdAt, t.id),
    index('tasks_status_created_at_id_idx').on(t.status, t.createdAt, t.id),
    // Its search (ILIKE '%…%') finds matching tasks through trigrams, so a rare word reads only its rows.
    index('tasks_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('tasks_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    // The reminder pass reads only open tasks due around today.
    index('tasks_open_due_date_idx')
      .on(t.dueDate)
      .where(sql`${t.status} in ('pending', 'in-progress', 'needs-revision')`),
  ],
);

export const taskStatusChanges = pgTable(
  'task_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    oldStatus: text('old_status'),
    newStatus: text('new_status').notNull(),
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('task_status_changes_old_check', sql`${t.oldStatus} is null or ${statusCheck(t.oldStatus)}`),
    check('task_status_changes_new_check', statusCheck(t.newStatus)),
    index('task_status_changes_task_id_idx').on(t.taskId, t.createdAt),
  ],
);

export const taskComments = pgTable(
  'task_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_comments_task_id_idx').on(t.taskId, t.createdAt)],
);

export const taskAttachments = pgTable(
  'task_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileUrl: text('file_url').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    // The comment the file was posted with; null for a file that stands alone in the thread. SET NULL, not
    // CASCADE: losing its comment must not drop the file's row, which would leave the stored file unlisted.
    commentId: uuid('comment_id').references(() => taskComments.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('task_attachments_task_id_idx').on(t.taskId, t.uploadedAt),
    index('task_attachments_comment_id_idx').on(t.commentId),
  ],
);
