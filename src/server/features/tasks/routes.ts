import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '../../../shared/contracts/errors';
import {
  addCommentSchema,
  attachmentParamsSchema,
  changeTaskStatusSchema,
  taskActivityQuerySchema,
  taskActivitySchema,
  taskListSchema,
  taskParamsSchema,
  taskSchema,
  taskSummarySchema,
} from '../../../shared/contracts/tasks';
import { TASK_ACTIVITY_PAGE_SIZE } from '../../../shared/domain/task-activity';
import { taskMessages } from '../../../shared/domain/task-messages';
import { taskCommentUpload } from '../../../shared/domain/uploads';
import { auditWho } from '../../audit/audit-who';
import { downloadWho } from '../../audit/download-who';
import { byteRangeResponses, storedFileResponse } from '../../http/file-response';
import { createRouter, json, refusals, uploadRefusals } from '../../http/openapi';
import { currentActor, currentClient, requireClient } from '../../http/session';
import { isMultipart } from '../../http/upload';
import { uploadReceiver, uploadRoute } from '../../http/upload-pipeline';
import { addTaskComment } from './add-task-comment';
import { adminTasksRoutes } from './admin-routes';
import { changeTaskStatus } from './change-task-status';
import { getTask } from './get-task';
import { getTaskActivity } from './get-task-activity';
import { getTaskSummary } from './get-task-summary';
import { listClientTasks } from './list-client-tasks';
import { openTaskAttachment } from './open-task-attachment';
import { toActivityEntry } from './task-activity-dto';
import { requireTaskActor, taskActor } from './task-guard';

const conflict = json(errorSchema, 'The move is not allowed, or the task changed first');

const listTasks = createRoute({
  method: 'get',
  path: '/tasks',
  tags: ['tasks'],
  summary: "The client's own tasks, newest first",
  middleware: [requireClient] as const,
  responses: { 200: json(taskListSchema, 'Tasks'), 401: refusals[401], 403: refusals[403] },
});

const summary = createRoute({
  method: 'get',
  path: '/tasks/summary',
  tags: ['tasks'],
  summary: "The client's overview: task counts, project update count, the 3 newest tasks",
  middleware: [requireClient] as const,
  responses: { 200: json(taskSummarySchema, 'Summary'), 401: refusals[401], 403: refusals[403] },
});

const readTask = createRoute({
  method: 'get',
  path: '/tasks/{taskId}',
  tags: ['tasks'],
  summary: 'One task (a client: only its own)',
  middleware: [requireTaskActor] as const,
  request: { params: taskParamsSchema },
  responses: { 200: json(taskSchema, 'The task'), ...refusals },
});

const moveTask = createRoute({
  method: 'post',
  path: '/tasks/{taskId}/status',
  tags: ['tasks'],
  summary: "Moves a task along SPEC §4's status table; records the change",
  middleware: [requireTaskActor] as const,
  request: {
    params: taskParamsSchema,
    body: { required: true, content: { 'application/json': { schema: changeTaskStatusSchema } } },
  },
  responses: { 200: json(taskSchema, 'The moved task'), ...refusals, 409: conflict },
});

const activity = createRoute({
  method: 'get',
  path: '/tasks/{taskId}/activity',
  tags: ['tasks'],
  summary: `A task's thread (comments with their files, lone files, status changes), ${TASK_ACTIVITY_PAGE_SIZE} entries a page: the newest page, the page before a cursor, or what came after one`,
  middleware: [requireTaskActor] as const,
  request: { params: taskParamsSchema, query: taskActivityQuerySchema },
  responses: { 200: json(taskActivitySchema, 'A page of the thread, oldest first'), ...refusals },
});

const multipartComment = {
  type: 'object',
  properties: {
    content: { type: 'string', description: "Optional text; without it the comment reads 'File attachment'" },
    file: {
      type: 'array',
      items: { type: 'string', format: 'binary' },
      description: `Up to ${taskCommentUpload.files.file.maxCount} files: jpeg, png, pdf, mp4, zip or docx (by their bytes), ${taskCommentUpload.files.file.maxBytes / 1024 / 1024} MB each`,
    },
  },
} as const;

const addComment = createRoute({
  method: 'post',
  path: '/tasks/{taskId}/comments',
  tags: ['tasks'],
  summary: 'Adds a comment: JSON text, or multipart text and/or files (streamed to storage)',
  middleware: [requireTaskActor] as const,
  request: {
    params: taskParamsSchema,
    body: {
      content: {
        'application/json': { schema: addCommentSchema },
        'multipart/form-data': { schema: multipartComment },
      },
    },
  },
  responses: {
    201: json(taskActivitySchema.shape.entries.element, 'The comment as a thread entry'),
    ...refusals,
    ...uploadRefusals('A file is not jpeg, png, pdf, mp4, zip or docx'),
    // The commenter's rate, beside the uploader's: one 429 answer describes both.
    429: json(
      errorSchema,
      `${taskMessages.commentRateLimitedSummary}, or the uploader sent too many files or bytes lately (with Retry-After)`,
    ),
  },
});

const download = createRoute({
  method: 'get',
  path: '/tasks/{taskId}/attachments/{attachmentId}',
  tags: ['tasks'],
  summary: "Downloads a task attachment (a client: only its own tasks')",
  middleware: [requireTaskActor] as const,
  request: { params: attachmentParamsSchema },
  responses: {
    200: {
      description: 'The file, as an attachment',
      content: { 'application/octet-stream': { schema: z.any() } },
    },
    ...byteRangeResponses,
    ...refusals,
  },
});

const commentUpload = uploadRoute(taskCommentUpload);

/** Tasks, their review workflow and activity threads (SPEC §2 Tasks, §4 Task statuses). */
export function tasksRoutes() {
  return (
    createRouter()
      // Before /tasks/{taskId}, which would otherwise take 'summary' for an id.
      .openapi(summary, async (c) => {
        const clientId = currentClient(c).id;
        return c.json(await getTaskSummary({ db: c.get('deps').db, clientId }), 200);
      })
      .openapi(listTasks, async (c) => {
        const clientId = currentClient(c).id;
        return c.json({ tasks: await listClientTasks({ db: c.get('deps').db, clientId }) }, 200);
      })
      .openapi(readTask, async (c) => {
        const { taskId } = c.req.valid('param');
        return c.json(await getTask({ db: c.get('deps').db, actor: taskActor(c), taskId }), 200);
      })
      .openapi(moveTask, async (c) => {
        const { taskId } = c.req.valid('param');
        const { to, from } = c.req.valid('json');
        const { db, realtime, mailer, config } = c.get('deps');
        const mail = { mailer, inbox: { agencyEmail: config.mail.agencyEmail, appOrigin: config.appOrigin } };
        return c.json(
          await changeTaskStatus({
            db,
            realtime,
            mail,
            actor: taskActor(c),
            who: auditWho(c),
            taskId,
            to,
            from,
          }),
          200,
        );
      })
      .openapi(activity, async (c) => {
        const { taskId } = c.req.valid('param');
        const { before, after } = c.req.valid('query');
        const db = c.get('deps').db;
        return c.json(await getTaskActivity({ db, actor: taskActor(c), taskId, before, after }), 200);
      })
      .openapi(addComment, async (c) => {
        const { taskId } = c.req.valid('param');
        const { db, realtime, rateLimiter } = c.get('deps');
        const comment = { db, realtime, rateLimiter, actor: taskActor(c), who: auditWho(c), taskId };
        // With two body types declared the validated JSON is not typed. No body at all arrives as {}:
        // addTaskComment refuses it as the contract refuses a JSON body without content.
        const { comment: added, attachments } = isMultipart(c.req.header('content-type'))
          ? await addTaskComment({ ...comment, upload: uploadReceiver(c, commentUpload) })
          : await addTaskComment({
              ...comment,
              content: (c.req.valid('json' as never) as { content?: string }).content,
            });
        const { user } = currentActor(c);
        const author = { id: user.id, name: user.name, role: taskActor(c).role };
        return c.json(
          toActivityEntry({
            kind: 'comment',
            at: added.createdAt,
            comment: { ...added, author },
            attachments: attachments.map((a) => ({ ...a, author })),
          }),
          201,
        );
      })
      .openapi(download, async (c) => {
        const { taskId, attachmentId } = c.req.valid('param');
        const { db, storage } = c.get('deps');
        const actor = taskActor(c);
        const downloadBy = downloadWho(c);
        return storedFileResponse(
          (range) => openTaskAttachment({ db, storage, actor, downloadBy, taskId, attachmentId, range }),
          { range: c.req.header('range') },
        );
      })
      .route('/', adminTasksRoutes())
  );
}
