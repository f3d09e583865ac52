import { createRoute } from '@hono/zod-openapi';
import {
  adminTaskListSchema,
  adminTaskQuerySchema,
  createTaskSchema,
  taskDeletedSchema,
  taskParamsSchema,
  taskSchema,
  updateTaskSchema,
} from '../../../shared/contracts/tasks';
import { auditWho } from '../../audit/audit-who';
import { createRouter, json, refusals } from '../../http/openapi';
import { currentActor, currentReach, requireStaff } from '../../http/session';
import { createTask } from './create-task';
import { deleteTask } from './delete-task';
import { listAllTasks } from './list-all-tasks';
import { updateTask } from './update-task';

const listAll = createRoute({
  method: 'get',
  path: '/admin/tasks',
  tags: ['tasks'],
  summary:
    'Tasks Manager: a page of tasks with their client, newest first; search, status and client filters',
  middleware: [requireStaff] as const,
  request: { query: adminTaskQuerySchema },
  responses: {
    200: json(adminTaskListSchema, 'Tasks'),
    400: refusals[400],
    401: refusals[401],
    403: refusals[403],
  },
});

const create = createRoute({
  method: 'post',
  path: '/admin/tasks',
  tags: ['tasks'],
  summary: "Creates a pending, medium-priority task for a client ('Client Not Found' for an unknown client)",
  middleware: [requireStaff] as const,
  request: { body: { required: true, content: { 'application/json': { schema: createTaskSchema } } } },
  responses: { 201: json(taskSchema, 'The new task'), ...refusals },
});

const edit = createRoute({
  method: 'patch',
  path: '/admin/tasks/{taskId}',
  tags: ['tasks'],
  summary: "Edits a task's title, description or due date (a field left out is kept)",
  middleware: [requireStaff] as const,
  request: {
    params: taskParamsSchema,
    body: { required: true, content: { 'application/json': { schema: updateTaskSchema } } },
  },
  responses: { 200: json(taskSchema, 'The task as saved'), ...refusals },
});

const remove = createRoute({
  method: 'delete',
  path: '/admin/tasks/{taskId}',
  tags: ['tasks'],
  summary: 'Deletes a task with its comments, history and stored files',
  middleware: [requireStaff] as const,
  request: { params: taskParamsSchema },
  responses: { 200: json(taskDeletedSchema, 'The task is gone'), ...refusals },
});

export function adminTasksRoutes() {
  return createRouter()
    .openapi(listAll, async (c) => {
      const { before, ...filters } = c.req.valid('query');
      return c.json(
        await listAllTasks({ db: c.get('deps').db, reach: currentReach(c), filters, before }),
        200,
      );
    })
    .openapi(create, async (c) => {
      const body = c.req.valid('json');
      const { db, realtime } = c.get('deps');
      const task = await createTask({
        db,
        realtime,
        adminId: currentActor(c).user.id,
        reach: currentReach(c),
        task: {
          title: body.title,
          description: body.description,
          clientId: body.clientId,
          dueDate: body.dueDate,
          notes: body.notes,
        },
      });
      return c.json(task, 201);
    })
    .openapi(edit, async (c) => {
      const { taskId } = c.req.valid('param');
      const { db, realtime } = c.get('deps');
      const changes = c.req.valid('json');
      return c.json(await updateTask({ db, realtime, reach: currentReach(c), taskId, changes }), 200);
    })
    .openapi(remove, async (c) => {
      const { taskId } = c.req.valid('param');
      const { db, storage, realtime } = c.get('deps');
      await deleteTask({ db, storage, realtime, reach: currentReach(c), who: auditWho(c), taskId });
      return c.json({ id: taskId }, 200);
    });
}
