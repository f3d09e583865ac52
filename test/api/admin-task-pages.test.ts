import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTask } from '../../src/server/db/factories';
import { tasks } from '../../src/server/db/schema/index';
import { ADMIN_TASKS_PAGE_SIZE, type AdminTaskList } from '../../src/shared/contracts/tasks';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';

// The Tasks Manager at scale: every filter pages newest first by a cursor, never the whole table at once.

let t: TestApp;
let admin: Caller;
let clientId: string;
/** This client's tasks, newest first. */
let made: string[];

async function allPages(filters: Record<string, string>) {
  const listed: AdminTaskList['tasks'] = [];
  let before: string | null = null;
  for (let pages = 0; pages < 10; pages++) {
    const params = new URLSearchParams(filters);
    if (before) params.set('before', before);
    const res = await admin.get(`/api/admin/tasks?${params}`);
    expect(res.status).toBe(200);
    const page: AdminTaskList = await res.json();
    expect(page.tasks.length).toBeLessThanOrEqual(ADMIN_TASKS_PAGE_SIZE);
    listed.push(...page.tasks);
    before = page.olderCursor;
    if (!before) break;
  }
  return listed;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await t.actors());
  clientId = (await createClient(t.db, { profile: { companyName: 'Paging Works', contactPerson: 'Pat' } }))
    .id;
  const start = Date.now();
  for (let i = 0; i < 40; i++) {
    // Ten pairs share one instant: their order rests on the id, across the page boundary too.
    const createdAt = new Date(start - Math.floor(i / 2) * 60_000);
    await createTask(t.db, {
      clientId,
      title: i % 4 === 0 ? `Quarterly report ${i}` : `Deliverable ${i}`,
      status: i % 2 === 0 ? 'pending' : 'approved',
      createdAt,
    });
  }
  const rows = await t.db.select().from(tasks).where(eq(tasks.clientId, clientId));
  made = rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
    .map((row) => row.id);
});
afterAll(() => t.close());

describe('GET /api/admin/tasks pages', () => {
  it("walks one client's tasks newest first, each once, a page at a time", async () => {
    const first = await admin.get(`/api/admin/tasks?clientId=${clientId}`);
    const page: AdminTaskList = await first.json();
    expect(page.tasks).toHaveLength(ADMIN_TASKS_PAGE_SIZE);
    expect(page.olderCursor).toBe(page.tasks.at(-1)?.id);
    expect((await allPages({ clientId })).map((task) => task.id)).toEqual(made);
  });

  it('pages each filter and the search the same way', async () => {
    const pending = await allPages({ clientId, status: 'pending' });
    expect(pending).toHaveLength(20);
    expect(pending.every((task) => task.status === 'pending')).toBe(true);
    const reports = await allPages({ q: 'quarterly REPORT', clientId });
    expect(reports.map((task) => task.title).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `Quarterly report ${i * 4}`).sort(),
    );
    const byCompany = await allPages({ q: 'paging works' });
    expect(byCompany.map((task) => task.id)).toEqual(made);
  });

  it('ends the list at a deleted cursor task and refuses a cursor that is no id', async () => {
    const doomed = await createTask(t.db, { clientId, title: 'Gone soon', createdAt: new Date(0) });
    await t.db.delete(tasks).where(eq(tasks.id, doomed.id));
    const after: AdminTaskList = await (await admin.get(`/api/admin/tasks?before=${doomed.id}`)).json();
    expect(after).toEqual({ tasks: [], olderCursor: null });
    expect((await admin.get('/api/admin/tasks?before=not-an-id')).status).toBe(400);
  });
});
