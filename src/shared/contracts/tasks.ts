import { z } from 'zod';
import { taskMessages } from '../domain/task-messages';
import { taskStatuses } from '../domain/task-status';
import { messages } from '../messages';
import { displayText } from './display-text';

// The tasks API contract (SPEC §3 tasks, task_status_changes, task_comments, task_attachments).
// Dates are ISO 8601 strings; due dates are calendar dates (YYYY-MM-DD).

export const taskStatusSchema = z.enum(taskStatuses);

export const taskActionSchema = z.object({ to: taskStatusSchema, button: z.string() });

export const taskSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    status: taskStatusSchema,
    priority: z.string(),
    dueDate: z.string().nullable(),
    clientId: z.string(),
    assignedBy: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** SPEC §2 Overview progress bar for the status. */
    progress: z.number(),
    /** The moves the caller may make now, with their SPEC §4 button labels. */
    actions: z.array(taskActionSchema),
  })
  .meta({ id: 'Task' });

export const taskClientSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    companyName: z.string().nullable(),
    contactPerson: z.string().nullable(),
  })
  .meta({ id: 'TaskClient' });

export const adminTaskSchema = taskSchema.extend({ client: taskClientSchema }).meta({ id: 'AdminTask' });

export const taskListSchema = z.object({ tasks: z.array(taskSchema) }).meta({ id: 'TaskList' });
/** How many tasks one page of the Tasks Manager holds. */
export const ADMIN_TASKS_PAGE_SIZE = 30;

export const adminTaskListSchema = z
  .object({
    tasks: z.array(adminTaskSchema),
    /** Pass as `before` for the next, older page; null when this page is the last. */
    olderCursor: z.string().nullable(),
  })
  .meta({ id: 'AdminTaskList' });

export const taskSummarySchema = z
  .object({
    /** Completed Tasks: approved. */
    completedTasks: z.number(),
    /** Active Tasks: in progress (also the Tasks Due card's note). */
    activeTasks: z.number(),
    /** Tasks Due: pending. */
    tasksDue: z.number(),
    projectUpdates: z.number(),
    /** Current Tasks: the newest 3. */
    currentTasks: z.array(taskSchema),
  })
  .meta({ id: 'TaskSummary' });

export const adminTaskQuerySchema = z.object({
  /** Matches title, description, company name or contact person, ignoring case. */
  q: z.string().trim().max(200).optional(),
  status: taskStatusSchema.optional(),
  clientId: z.string().max(100).optional(),
  /** A task id: the page holds the matching tasks created before it. Without it, the newest page. */
  before: z.uuid().optional(),
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

export const createTaskSchema = z
  .object({
    title: displayText().min(1, taskMessages.titleRequired).max(200),
    description: optionalText(5000),
    clientId: z.string().trim().min(1, taskMessages.clientRequired).max(100),
    dueDate: z.iso
      .date()
      .refine((d) => d >= '1900-01-01' && d <= '9999-12-31', 'Enter a real due date')
      .nullish(),
    /** Tasks Manager "initial notes": the task's first comment. */
    notes: optionalText(5000),
  })
  .meta({ id: 'CreateTask' });

/** An admin's edit of a task (beyond SPEC): a field left out is kept; an empty description or due date clears it. */
export const updateTaskSchema = z
  .object({
    title: displayText().min(1, taskMessages.titleRequired).max(200).optional(),
    description: z
      .string()
      .trim()
      .max(5000)
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v || null)),
    dueDate: z.iso
      .date()
      .refine((d) => d >= '1900-01-01' && d <= '9999-12-31', 'Enter a real due date')
      .nullable()
      .optional(),
  })
  .meta({ id: 'UpdateTask' });

export const taskDeletedSchema = z.object({ id: z.string() }).meta({ id: 'TaskDeleted' });

export const changeTaskStatusSchema = z
  .object({
    to: taskStatusSchema,
    /** The status the caller saw; when given and no longer current, the move is refused as stale. */
    from: taskStatusSchema.optional(),
  })
  .meta({ id: 'ChangeTaskStatus' });

export const COMMENT_MAX_LENGTH = 5000;

/** A comment's text, whether it arrives as JSON or as a multipart field: one check, one set of messages. */
export const addCommentSchema = z
  .object({
    content: z
      .string({ error: messages.common.missingData })
      .trim()
      .min(1, messages.common.missingData)
      // Named here: otherwise the string's 'Missing required data' would answer a comment that is too long.
      .max(COMMENT_MAX_LENGTH, `Please keep the comment to ${COMMENT_MAX_LENGTH} characters or fewer`),
  })
  .meta({ id: 'AddComment' });

export const taskParamsSchema = z.object({ taskId: z.uuid() });
export const attachmentParamsSchema = z.object({ taskId: z.uuid(), attachmentId: z.uuid() });

export const activityAuthorSchema = z
  .object({
    /** Null when the author's account was deleted. */
    id: z.string().nullable(),
    role: z.enum(['client', 'admin']).nullable(),
    name: z.string().nullable(),
  })
  .meta({ id: 'ActivityAuthor' });

export const taskAttachmentSchema = z
  .object({
    id: z.string(),
    fileName: z.string(),
    fileType: z.string(),
    fileSize: z.number(),
    uploadedAt: z.string(),
    uploadedBy: z.string().nullable(),
    /** The authorised download route. */
    downloadUrl: z.string(),
  })
  .meta({ id: 'TaskAttachment' });

export const activityEntrySchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('comment'),
      id: z.string(),
      content: z.string(),
      createdAt: z.string(),
      author: activityAuthorSchema,
      attachments: z.array(taskAttachmentSchema),
    }),
    z.object({
      kind: z.literal('attachment'),
      id: z.string(),
      /** 'Uploaded {file name}'. */
      content: z.string(),
      createdAt: z.string(),
      author: activityAuthorSchema,
      attachments: z.array(taskAttachmentSchema),
    }),
    z.object({
      kind: z.literal('status'),
      id: z.string(),
      /** Null for the task's creation. */
      fromStatus: taskStatusSchema.nullable(),
      toStatus: taskStatusSchema,
      createdAt: z.string(),
      author: activityAuthorSchema,
    }),
  ])
  .meta({ id: 'ActivityEntry' });

export const taskActivitySchema = z
  .object({
    /** Oldest first. */
    entries: z.array(activityEntrySchema),
    /** Pass as `before` for the entries older than this page; null when none is older (and on an `after` page). */
    olderCursor: z.string().nullable(),
    /**
     * Pass as `after` for the entries that come later: this page's newest entry's cursor, or the `after`
     * given when nothing newer came; null only for a thread with no entries.
     */
    newestCursor: z.string().nullable(),
    /** On an `after` page: more newer entries wait than one page holds (ask again with `newestCursor`). */
    hasNewer: z.boolean(),
  })
  .meta({ id: 'TaskActivity' });

/**
 * A place in a task's thread: its entry's time to the microsecond, kind and id, in the order the thread
 * keeps (time, kind, id), so entries of one instant are neither skipped nor repeated across pages.
 */
export const TASK_ACTIVITY_CURSOR_PATTERN =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_(status|comment|attachment)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

const activityCursorSchema = z
  .string()
  .max(100)
  .regex(TASK_ACTIVITY_CURSOR_PATTERN, 'Not a cursor of this thread')
  .refine((cursor) => !Number.isNaN(Date.parse(cursor.slice(0, 27))), 'Not a cursor of this thread');

export const taskActivityQuerySchema = z
  .object({
    /** A cursor (`olderCursor`): the page holds the entries just older than it. */
    before: activityCursorSchema.optional(),
    /** A cursor (`newestCursor`): the entries newer than it, oldest first. Without either, the newest page. */
    after: activityCursorSchema.optional(),
  })
  .refine((query) => !(query.before && query.after), {
    message: 'Give before or after, not both',
    path: ['after'],
  });

export type Task = z.infer<typeof taskSchema>;
export type AdminTask = z.infer<typeof adminTaskSchema>;
export type AdminTaskList = z.infer<typeof adminTaskListSchema>;
export type TaskSummary = z.infer<typeof taskSummarySchema>;
export type CreateTaskInput = z.input<typeof createTaskSchema>;
export type UpdateTaskInput = z.input<typeof updateTaskSchema>;
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export type TaskActivityPage = z.infer<typeof taskActivitySchema>;
export type ActivityAuthor = z.infer<typeof activityAuthorSchema>;
export type TaskAttachment = z.infer<typeof taskAttachmentSchema>;
