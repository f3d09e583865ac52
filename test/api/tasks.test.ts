import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { serverWho } from '../../src/server/audit/audit-person';
import type { Db, DbOrTx } from '../../src/server/db/connection';
import { createClient, createProjectUpdate, createTask } from '../../src/server/db/factories';
import { taskComments, taskStatusChanges, tasks } from '../../src/server/db/schema/index';
import { changeTaskStatus } from '../../src/server/features/tasks/change-task-status';
import { toTaskDto } from '../../src/server/features/tasks/task-dto';
import type { AppEvent } from '../../src/shared/contracts/events';
import { taskMessages } from '../../src/shared/domain/task-messages';
import { type TaskStatus, taskStatuses } from '../../src/shared/domain/task-status';
import { messages } from '../../src/shared/messages';
import { type Caller, createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app';

let t: TestApp;
let clientA: Caller;
let clientB: Caller;
let admin: Caller;
const idOf = (caller: Caller) => caller.userId as string;

beforeAll(async () => {
  t = await createTestApp();
  ({ clientA, clientB, admin } = await t.actors());
});
afterAll(() => t.close());

const longAgo = new Date('2024-01-01T00:00:00Z');
const taskOf = (caller: Caller, values: Partial<typeof tasks.$inferInsert> = {}) =>
  createTask(t.db, { clientId: idOf(caller), updatedAt: longAgo, ...values });
const changesOf = (taskId: string) =>
  t.db.select().from(taskStatusChanges).where(eq(taskStatusChanges.taskId, taskId));
const statusOf = async (taskId: string) =>
  (await t.db.select({ status: tasks.status }).from(tasks).where(eq(tasks.id, taskId)))[0]?.status;
const move = (caller: Caller, taskId: string, to: TaskStatus, from?: TaskStatus) =>
  caller.post(`/api/tasks/${taskId}/status`, { to, from });

/** Wraps a query builder so that awaiting it (or anything chained from it) first awaits `before`. */
function runAfter<T extends object>(before: () => Promise<unknown>, builder: T): T {
  return new Proxy(builder, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (prop === 'then') {
        return (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) =>
          before().then(() => value.call(target, resolve, reject), reject);
      }
      return (...args: unknown[]) => {
        const result = value.apply(target, args);
        return result !== null && typeof result === 'object' ? runAfter(before, result) : result;
      };
    },
  });
}

/**
 * A handle for one move that runs `meanwhile` once the move has read the task, just before its UPDATE
 * runs: the window in which a concurrent request can commit another move.
 * On PostgreSQL (TEST_DATABASE_URL, as CI also runs) the move keeps its real transaction and `meanwhile`
 * commits on another pooled connection, exactly as a concurrent request does; under READ COMMITTED the
 * UPDATE then sees the committed row. PGlite has one connection, which no other transaction may use while
 * the move's is open, so there the move's statements run each on its own and see the same committed row.
 */
function interleaved(db: Db, meanwhile: () => Promise<unknown>): { db: DbOrTx; ran: () => boolean } {
  let ran = false;
  const once = async () => {
    if (ran) return;
    ran = true;
    await meanwhile();
  };
  const hooked = (handle: DbOrTx) =>
    new Proxy(handle, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (prop === 'update') return (table: typeof tasks) => runAfter(once, target.update(table));
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  const transaction = ((run: (tx: DbOrTx) => Promise<unknown>) =>
    inject('testDatabase').kind === 'postgres'
      ? db.transaction((tx) => run(hooked(tx)))
      : run(hooked(db))) as DbOrTx['transaction'];
  return { db: { ...hooked(db), transaction } as DbOrTx, ran: () => ran };
}

describe("a client's tasks", () => {
  it('lists only its own tasks, newest first, with the buttons it may press now', async () => {
    const client = await t.signIn((await createClient(t.db)).email);
    const other = await createClient(t.db);
    const older = await taskOf(client, { title: 'Older', createdAt: new Date('2025-01-01T00:00:00Z') });
    const newer = await taskOf(client, {
      title: 'Newer',
      status: 'pending-review',
      description: 'Review the copy',
      dueDate: '2025-02-01',
      createdAt: new Date('2025-01-02T00:00:00Z'),
    });
    await createTask(t.db, { clientId: other.id, title: 'Not yours' });

    const res = await client.get('/api/tasks');
    expect(res.status).toBe(200);
    const { tasks: list } = await res.json();
    expect(list.map((x: { id: string }) => x.id)).toEqual([newer.id, older.id]);
    expect(list[0]).toMatchObject({
      title: 'Newer',
      description: 'Review the copy',
      status: 'pending-review',
      priority: 'medium',
      dueDate: '2025-02-01',
      createdAt: '2025-01-02T00:00:00.000Z',
      progress: 75,
      actions: [],
    });
    // Every field as the stored row gives it: the list reads its times as text (db/iso-time.ts).
    const [stored] = await t.db.select().from(tasks).where(eq(tasks.id, newer.id));
    if (!stored) throw new Error('The newer task was not stored');
    expect(list[0]).toEqual(toTaskDto(stored, 'client'));
    expect(list[1]).toMatchObject({
      status: 'pending',
      progress: 0,
      actions: [{ to: 'in-progress', button: 'Start Task' }],
    });
  });

  it('gives each time in the list as the task itself gives it, to the millisecond, in UTC', async () => {
    const client = await t.signIn((await createClient(t.db)).email);
    const task = await taskOf(client, { title: 'Timed' });
    // A stored time finer than a millisecond, just before midnight: the list reads it as text in the database.
    await t.db.execute(
      sql`update tasks set created_at = '2025-03-04 23:59:59.999876+00', updated_at = '2025-03-05 01:02:03.0005+02' where id = ${task.id}`,
    );

    const [listed] = (await (await client.get('/api/tasks')).json()).tasks;
    const own = await (await client.get(`/api/tasks/${task.id}`)).json();
    expect(listed).toMatchObject({
      createdAt: '2025-03-04T23:59:59.999Z',
      updatedAt: '2025-03-04T23:02:03.000Z',
    });
    expect(listed).toEqual(own);
  });

  it('is empty for a client with no tasks', async () => {
    const client = await t.signIn((await createClient(t.db)).email);
    expect(await (await client.get('/api/tasks')).json()).toEqual({ tasks: [] });
  });

  it('summarises the overview cards and the 3 newest tasks', async () => {
    const client = await t.signIn((await createClient(t.db)).email);
    const statuses: TaskStatus[] = [
      'approved',
      'approved',
      'in-progress',
      'pending',
      'pending',
      'pending',
      'needs-revision',
    ];
    for (const [i, status] of statuses.entries()) {
      await taskOf(client, { status, title: `Task ${i}`, createdAt: new Date(Date.UTC(2025, 0, i + 1)) });
    }
    await createProjectUpdate(t.db, { clientId: idOf(client), message: 'Kick-off done' });
    await createTask(t.db, { clientId: idOf(clientB), status: 'approved' });

    const body = await (await client.get('/api/tasks/summary')).json();
    expect(body).toMatchObject({ completedTasks: 2, activeTasks: 1, tasksDue: 3, projectUpdates: 1 });
    expect(body.currentTasks.map((x: { title: string }) => x.title)).toEqual(['Task 6', 'Task 5', 'Task 4']);
  });

  it('reads one of its own tasks, and not another client’s', async () => {
    const task = await taskOf(clientA, { title: 'Mine' });
    expect(await (await clientA.get(`/api/tasks/${task.id}`)).json()).toMatchObject({
      id: task.id,
      title: 'Mine',
    });
    const refused = await clientB.get(`/api/tasks/${task.id}`);
    expect(refused.status).toBe(404);
    expect((await refused.json()).error.message).toBe(taskMessages.taskNotFound);
    expect((await admin.get(`/api/tasks/${task.id}`)).status).toBe(200);
  });

  it('answers 400, not 500, for an id that is not a task id', async () => {
    const res = await clientA.get('/api/tasks/not-a-uuid');
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.taskId).toBeDefined();
  });
});

describe('status moves (SPEC §4)', () => {
  const allowed = new Set([
    'client pending in-progress',
    'client in-progress pending-review',
    'client needs-revision in-progress',
    'admin pending-review approved',
    'admin pending-review needs-revision',
    'admin pending in-progress',
    'admin needs-revision in-progress',
  ]);
  const cases: ['client' | 'admin', TaskStatus, TaskStatus][] = [];
  for (const role of ['client', 'admin'] as const)
    for (const from of taskStatuses) for (const to of taskStatuses) cases.push([role, from, to]);

  it.each(cases)('%s: %s -> %s', async (role, from, to) => {
    const caller = role === 'admin' ? admin : clientA;
    const task = await taskOf(clientA, { status: from });
    const res = await move(caller, task.id, to);
    const body = await res.json();
    if (allowed.has(`${role} ${from} ${to}`)) {
      expect(res.status).toBe(200);
      expect(body.status).toBe(to);
      expect(new Date(body.updatedAt).getTime()).toBeGreaterThan(longAgo.getTime());
      expect(await statusOf(task.id)).toBe(to);
      const changes = await changesOf(task.id);
      expect(changes.map((c) => [c.oldStatus, c.newStatus, c.changedBy])).toEqual([[from, to, idOf(caller)]]);
    } else {
      expect(res.status).toBe(409);
      expect(body.error.message).toBe(taskMessages.moveRefused(from, to));
      expect(await statusOf(task.id)).toBe(from);
      expect(await changesOf(task.id)).toHaveLength(0);
    }
  });

  it('refuses a move from a status the task no longer has', async () => {
    const task = await taskOf(clientA, { status: 'in-progress' });
    const res = await move(admin, task.id, 'in-progress', 'pending');
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(taskMessages.moveStale('in-progress'));
    expect(await changesOf(task.id)).toHaveLength(0);
  });

  it('lets exactly one of two conflicting moves win', async () => {
    const task = await taskOf(clientA, { status: 'pending-review' });
    const responses = await Promise.all([
      move(admin, task.id, 'approved'),
      move(admin, task.id, 'needs-revision'),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = responses.find((r) => r.status === 200);
    const { status } = await (winner as Response).json();
    expect(await statusOf(task.id)).toBe(status);
    const changes = await changesOf(task.id);
    expect(changes).toHaveLength(1);
    expect(changes[0]?.newStatus).toBe(status);
  });

  // The two tests above cannot tell on PGlite, which runs one statement at a time, whether the UPDATE
  // guarded by the old status is what decides: here another move commits between a move's read and its
  // UPDATE, so the UPDATE matches no row.
  it('refuses a move whose task changed between its read and its update, keeping the winner', async () => {
    const task = await taskOf(clientA, { status: 'pending-review' });
    const actor = { id: idOf(admin), role: 'admin' as const, reach: { kind: 'every' as const } };
    const { realtime } = t.deps;
    const who = serverWho;
    const mail = {
      mailer: t.deps.mailer,
      inbox: { agencyEmail: 'team@example.test', appOrigin: TEST_ORIGIN },
    };
    let winner: Awaited<ReturnType<typeof changeTaskStatus>> | undefined;
    const race = interleaved(t.db, async () => {
      winner = await changeTaskStatus({
        db: t.db,
        realtime,
        mail,
        actor,
        who,
        taskId: task.id,
        to: 'approved',
      });
    });

    await expect(
      changeTaskStatus({ db: race.db, realtime, mail, actor, who, taskId: task.id, to: 'needs-revision' }),
    ).rejects.toMatchObject({ code: 'conflict', message: taskMessages.moveStale('approved') });
    expect(race.ran()).toBe(true);
    expect(winner?.status).toBe('approved');
    expect(await statusOf(task.id)).toBe('approved');
    const changes = await changesOf(task.id);
    expect(changes.map((c) => [c.oldStatus, c.newStatus, c.changedBy])).toEqual([
      ['pending-review', 'approved', idOf(admin)],
    ]);
  });

  it('lets exactly one of a client and an admin starting the same task win', async () => {
    const task = await taskOf(clientA, { status: 'pending' });
    const responses = await Promise.all([
      move(clientA, task.id, 'in-progress'),
      move(admin, task.id, 'in-progress'),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await changesOf(task.id)).toHaveLength(1);
  });

  it("cannot move another client's task: 404, and nothing changes", async () => {
    const task = await taskOf(clientA, { status: 'pending' });
    const res = await move(clientB, task.id, 'in-progress');
    expect(res.status).toBe(404);
    expect(await statusOf(task.id)).toBe('pending');
    expect(await changesOf(task.id)).toHaveLength(0);
  });

  it('refuses an unknown status with field errors', async () => {
    const task = await taskOf(clientA);
    const res = await clientA.post(`/api/tasks/${task.id}/status`, { to: 'done' });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.to).toBeDefined();
  });

  it('tells the client whose task moved, and only that client', async () => {
    const task = await taskOf(clientA, { status: 'pending-review' });
    const seenByA: AppEvent[] = [];
    const seenByB: AppEvent[] = [];
    const stopA = t.deps.realtime.subscribe({
      userId: idOf(clientA),
      role: 'client',
      clientId: idOf(clientA),
      send: (e) => seenByA.push(e),
    });
    const stopB = t.deps.realtime.subscribe({
      userId: idOf(clientB),
      role: 'client',
      clientId: idOf(clientB),
      send: (e) => seenByB.push(e),
    });
    try {
      expect((await move(admin, task.id, 'approved')).status).toBe(200);
      await vi.waitFor(() =>
        expect(seenByA).toEqual([
          { topic: 'tasks', clientId: idOf(clientA), id: task.id },
          { topic: 'task_activity', clientId: idOf(clientA), id: task.id },
          { topic: 'notifications', clientId: idOf(clientA) },
        ]),
      );
      expect(seenByB).toEqual([]);
    } finally {
      stopA();
      stopB();
    }
  });
});

describe('admin: creating tasks', () => {
  it('creates a pending, medium-priority task assigned by the admin, with notes as its first comment', async () => {
    const res = await admin.post('/api/admin/tasks', {
      title: '  Launch email  ',
      description: 'Draft the announcement',
      clientId: idOf(clientA),
      dueDate: '2025-06-30',
      notes: 'Files to follow after creation.',
    });
    expect(res.status).toBe(201);
    const task = await res.json();
    expect(task).toMatchObject({
      title: 'Launch email',
      description: 'Draft the announcement',
      status: 'pending',
      priority: 'medium',
      dueDate: '2025-06-30',
      clientId: idOf(clientA),
      assignedBy: idOf(admin),
    });
    const changes = await changesOf(task.id);
    expect(changes.map((c) => [c.oldStatus, c.newStatus, c.changedBy])).toEqual([
      [null, 'pending', idOf(admin)],
    ]);
    const comments = await t.db.select().from(taskComments).where(eq(taskComments.taskId, task.id));
    expect(comments.map((c) => [c.content, c.authorId])).toEqual([
      ['Files to follow after creation.', idOf(admin)],
    ]);

    const { tasks: mine } = await (await clientA.get('/api/tasks')).json();
    expect(mine.map((x: { id: string }) => x.id)).toContain(task.id);
  });

  it('needs only a title and a client; description, due date and notes are optional', async () => {
    const res = await admin.post('/api/admin/tasks', {
      title: 'Bare',
      clientId: idOf(clientB),
      description: '',
    });
    expect(res.status).toBe(201);
    const task = await res.json();
    expect(task).toMatchObject({ description: null, dueDate: null });
    expect(await t.db.select().from(taskComments).where(eq(taskComments.taskId, task.id))).toHaveLength(0);
  });

  it('refuses a blank title or a missing client with field errors, writing nothing', async () => {
    const before = await t.db.select({ id: tasks.id }).from(tasks);
    const blank = await admin.post('/api/admin/tasks', { title: '   ', clientId: idOf(clientA) });
    expect(blank.status).toBe(400);
    expect((await blank.json()).error.fields.title).toEqual([taskMessages.titleRequired]);
    const noClient = await admin.post('/api/admin/tasks', { title: 'T', clientId: '' });
    expect((await noClient.json()).error.fields.clientId).toEqual([taskMessages.clientRequired]);
    const badDate = await admin.post('/api/admin/tasks', {
      title: 'T',
      clientId: idOf(clientA),
      dueDate: '31/12/2025',
    });
    expect(badDate.status).toBe(400);
    expect((await badDate.json()).error.fields.dueDate).toBeDefined();
    expect(await t.db.select({ id: tasks.id }).from(tasks)).toHaveLength(before.length);
  });

  it("answers 'Client Not Found' for an id that is no client's", async () => {
    for (const clientId of ['no-such-user', idOf(admin)]) {
      const res = await admin.post('/api/admin/tasks', { title: 'T', clientId });
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe('Client Not Found');
    }
  });

  it('is for admins only', async () => {
    const res = await clientA.post('/api/admin/tasks', { title: 'T', clientId: idOf(clientA) });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe(messages.guard.adminOnly);
  });
});

describe('admin: Tasks Manager list', () => {
  it('lists every task with its client, and filters by search, status and client', async () => {
    const company = await createClient(t.db, {
      profile: { companyName: 'Zephyr 100% Organic', contactPerson: 'Zoe Zephyr' },
    });
    const day = (d: number) => new Date(Date.UTC(2025, 4, d));
    const a = await createTask(t.db, {
      clientId: company.id,
      title: 'Quarterly zine',
      status: 'approved',
      createdAt: day(1),
    });
    const b = await createTask(t.db, {
      clientId: company.id,
      title: 'Landing page',
      description: 'New ZINE hero',
      createdAt: day(2),
    });
    const c = await taskOf(clientB, { title: 'Ads refresh', status: 'approved' });
    const ids = async (query: string) =>
      ((await (await admin.get(`/api/admin/tasks${query}`)).json()).tasks as { id: string }[]).map(
        (x) => x.id,
      );

    // One client's tasks: the whole list pages, and this file has made more than a page of tasks.
    const all = (await (await admin.get(`/api/admin/tasks?clientId=${company.id}`)).json()).tasks;
    expect(all.find((x: { id: string }) => x.id === a.id)).toMatchObject({
      client: {
        id: company.id,
        email: company.email,
        companyName: 'Zephyr 100% Organic',
        contactPerson: 'Zoe Zephyr',
      },
      actions: [],
    });
    expect(all.map((x: { id: string }) => x.id)).toEqual([b.id, a.id]);
    expect(await ids('')).toContain(c.id);
    expect(await ids('?q=zine')).toEqual([b.id, a.id]);
    expect((await ids('?q=zephyr')).sort()).toEqual([a.id, b.id].sort());
    expect(await ids('?q=100%25')).toEqual([b.id, a.id]);
    expect(await ids('?q=1%25%25')).toEqual([]);
    expect(await ids(`?clientId=${company.id}&status=approved`)).toEqual([a.id]);
    expect(await ids(`?status=approved&q=ads`)).toEqual([c.id]);
  });

  it('refuses an unknown status filter', async () => {
    expect((await admin.get('/api/admin/tasks?status=done')).status).toBe(400);
  });
});

describe('admin: clients', () => {
  it('lists clients (not admins) with company, contact person and task count', async () => {
    const client = await createClient(t.db, { profile: { companyName: 'Counted Co', contactPerson: 'Cam' } });
    await createTask(t.db, { clientId: client.id });
    await createTask(t.db, { clientId: client.id });
    const { clients } = await (await admin.get('/api/admin/clients')).json();
    expect(clients.find((x: { id: string }) => x.id === client.id)).toMatchObject({
      email: client.email,
      companyName: 'Counted Co',
      contactPerson: 'Cam',
      taskCount: 2,
    });
    expect(clients.map((x: { id: string }) => x.id)).not.toContain(idOf(admin));
  });

  it("reads one client, or 'Client Not Found'", async () => {
    const one = await admin.get(`/api/admin/clients/${idOf(clientA)}`);
    expect(await one.json()).toMatchObject({ id: idOf(clientA), companyName: 'Able Co' });
    for (const id of ['nobody', idOf(admin)]) {
      const res = await admin.get(`/api/admin/clients/${id}`);
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe('Client Not Found');
    }
  });

  it('is for admins only', async () => {
    const res = await clientA.get('/api/admin/clients');
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe(messages.guard.adminOnly);
  });
});
