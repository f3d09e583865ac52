import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createClient, createTask } from '../../src/server/db/factories';
import { taskAttachments, taskComments, taskStatusChanges } from '../../src/server/db/schema/index';
import type { ActivityEntry, TaskActivityPage } from '../../src/shared/contracts/tasks';
import { TASK_ACTIVITY_PAGE_SIZE, TASK_COMMENTS_PER_MINUTE } from '../../src/shared/domain/task-activity';
import { taskMessages } from '../../src/shared/domain/task-messages';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';
import { samples } from '../unit/task-file-samples';

// One client's fair share of a task's thread: comments are rate limited per person, and the thread is read
// a page at a time, newest first, with what came after a cursor for open threads.

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

const activityPath = (taskId: string, query = '') => `/api/tasks/${taskId}/activity${query}`;

async function pageOf(caller: Caller, taskId: string, query = ''): Promise<TaskActivityPage> {
  const res = await caller.get(activityPath(taskId, query));
  expect(res.status).toBe(200);
  return res.json();
}

const keyOf = (entry: ActivityEntry) => `${entry.kind}:${entry.id}`;

/** A client and an admin of their own, so that no other test's comments count against their minute. */
async function freshPeople() {
  const client = await createClient(t.db, { name: 'Robin Rapid', profile: { companyName: 'Rapid Co' } });
  const team = await createAdmin(t.db, { name: 'Sam Steady' });
  return { client: await t.signIn(client.email), team: await t.signIn(team.email) };
}

describe('comments a minute', () => {
  it(`refuses a person's comment past ${TASK_COMMENTS_PER_MINUTE} a minute with 429, storing nothing; others go on`, async () => {
    const { client, team } = await freshPeople();
    const task = await createTask(t.db, { clientId: idOf(client) });
    const other = await createTask(t.db, { clientId: idOf(client) });
    const post = (caller: Caller, taskId: string, content: string) =>
      caller.post(`/api/tasks/${taskId}/comments`, { content });

    // Spread over two tasks: the limit is the person's, not the task's.
    for (let i = 0; i < TASK_COMMENTS_PER_MINUTE; i++)
      expect((await post(client, i % 2 ? other.id : task.id, `Comment ${i}`)).status).toBe(201);

    const refused = await post(client, task.id, 'One too many');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: taskMessages.commentRateLimited },
    });
    // A file with it is refused before it is read: nothing stored, no row.
    const form = new FormData();
    form.append('content', 'With a file');
    form.append('file', new Blob([new Uint8Array(samples.pdf)]), 'late.pdf');
    const withFile = await client.request('POST', `/api/tasks/${task.id}/comments`, undefined, {
      body: form,
    });
    expect(withFile.status).toBe(429);
    expect((await withFile.json()).error.message).toBe(taskMessages.commentRateLimited);

    const stored = await t.db
      .select({ content: taskComments.content })
      .from(taskComments)
      .where(eq(taskComments.authorId, idOf(client)));
    expect(stored).toHaveLength(TASK_COMMENTS_PER_MINUTE);
    expect(stored.map((c) => c.content)).not.toContain('One too many');
    expect(stored.map((c) => c.content)).not.toContain('With a file');
    expect(await t.db.select().from(taskAttachments).where(eq(taskAttachments.taskId, task.id))).toEqual([]);

    // The team member on the same task is not slowed by the client's burst.
    const teamReply = await post(team, task.id, 'Slow down please');
    expect(teamReply.status).toBe(201);
    const newest = await pageOf(team, task.id);
    expect(newest.entries.at(-1)).toMatchObject({ kind: 'comment', content: 'Slow down please' });
  });

  it('does not count a comment refused for its content', async () => {
    const { client } = await freshPeople();
    const task = await createTask(t.db, { clientId: idOf(client) });
    for (let i = 0; i < TASK_COMMENTS_PER_MINUTE + 5; i++)
      expect((await client.post(`/api/tasks/${task.id}/comments`, { content: '   ' })).status).toBe(400);
    // A multipart comment without text or files is refused after the count: it takes its count back.
    for (let i = 0; i < TASK_COMMENTS_PER_MINUTE + 5; i++) {
      const form = new FormData();
      form.append('content', '  ');
      const res = await client.request('POST', `/api/tasks/${task.id}/comments`, undefined, { body: form });
      expect(res.status).toBe(400);
    }
    expect((await client.post(`/api/tasks/${task.id}/comments`, { content: 'Real one' })).status).toBe(201);
  });

  it('states the refusal in the OpenAPI document', async () => {
    const doc = await (await t.app.request('/api/openapi.json')).json();
    const post = doc.paths['/api/tasks/{taskId}/comments'].post;
    expect(post.responses['429'].description).toContain(`More than ${TASK_COMMENTS_PER_MINUTE} comments`);
    const get = doc.paths['/api/tasks/{taskId}/activity'].get;
    expect(get.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['after', 'before', 'taskId']);
  });
});

/**
 * A long thread written straight to the database: status changes, comments (some with files) and lone
 * files, many of them at one instant or within one millisecond, as a busy thread or a seed has them.
 */
async function longThread(clientId: string) {
  const task = await createTask(t.db, { clientId });
  const at = (i: number) => sql`${'2026-03-01T10:00:00Z'}::timestamptz + ${i * 0.0003} * interval '1 second'`;
  const moments = Array.from({ length: 40 }, (_, i) => at(Math.floor(i / 3)));
  const comments = await t.db
    .insert(taskComments)
    .values(
      moments.map((createdAt, i) => ({ taskId: task.id, content: `c${i}`, authorId: clientId, createdAt })),
    )
    .returning();
  const changes = await t.db
    .insert(taskStatusChanges)
    .values(
      moments.map((createdAt, i) => ({
        taskId: task.id,
        oldStatus: i === 0 ? null : 'pending',
        newStatus: 'pending',
        changedBy: clientId,
        createdAt,
      })),
    )
    .returning();
  const file = (i: number, commentId: string | null) => ({
    taskId: task.id,
    fileName: `f${i}.pdf`,
    fileUrl: `task-files/${task.id}/f${i}.pdf`,
    fileType: 'application/pdf',
    fileSize: 10,
    uploadedBy: clientId,
    uploadedAt: moments[i % moments.length] as SQL,
    commentId,
  });
  const attached = await t.db
    .insert(taskAttachments)
    .values(comments.slice(0, 10).map((c, i) => file(i, c.id)))
    .returning();
  const lone = await t.db
    .insert(taskAttachments)
    .values(Array.from({ length: 30 }, (_, i) => file(i + 10, null)))
    .returning();
  // The order the thread must keep: instant, kind, then id (uuids compare as their text).
  const instant = (i: number) => Math.floor(i / 3);
  const expected = [
    ...changes.map((c, i) => ({ key: `status:${c.id}`, at: instant(i), rank: 0, id: c.id })),
    ...comments.map((c, i) => ({ key: `comment:${c.id}`, at: instant(i), rank: 1, id: c.id })),
    ...lone.map((a, i) => ({ key: `attachment:${a.id}`, at: instant((i + 10) % 40), rank: 2, id: a.id })),
  ]
    .sort((a, b) => a.at - b.at || a.rank - b.rank || (a.id < b.id ? -1 : 1))
    .map((e) => e.key);
  return { task, total: comments.length + changes.length + lone.length, attached, expected };
}

/** Every page, from the newest back, following `olderCursor`. */
async function allPages(caller: Caller, taskId: string) {
  const pages: TaskActivityPage[] = [await pageOf(caller, taskId)];
  for (let cursor = pages[0]?.olderCursor; cursor; cursor = pages.at(-1)?.olderCursor) {
    pages.push(await pageOf(caller, taskId, `?before=${encodeURIComponent(cursor)}`));
  }
  return pages;
}

describe('the thread, a page at a time', () => {
  it('gives the newest page first and every entry exactly once across the older pages, in one order', async () => {
    const { task, total, attached, expected } = await longThread(idOf(clientA));
    expect(expected).toHaveLength(total);
    expect(total).toBeGreaterThan(2 * TASK_ACTIVITY_PAGE_SIZE);

    const pages = await allPages(clientA, task.id);
    expect(pages.map((p) => p.entries.length)).toEqual([
      TASK_ACTIVITY_PAGE_SIZE,
      TASK_ACTIVITY_PAGE_SIZE,
      total - 2 * TASK_ACTIVITY_PAGE_SIZE,
    ]);
    expect(pages.at(-1)?.olderCursor).toBeNull();
    expect(pages.every((p) => p.hasNewer === false)).toBe(true);
    // The thread, oldest first, is the pages from the oldest: each entry once.
    const thread = pages.toReversed().flatMap((p) => p.entries);
    const keys = thread.map(keyOf);
    expect(new Set(keys).size).toBe(total);
    // Time order to the microsecond, and at one instant a status change, a comment, a lone file, then by id.
    expect(keys).toEqual(expected);
    // Files posted with a comment show with it, not alone.
    const withFiles = thread.filter((e) => e.kind === 'comment' && e.attachments.length > 0);
    expect(withFiles.flatMap((e) => (e.kind === 'comment' ? e.attachments.map((a) => a.id) : []))).toEqual(
      expect.arrayContaining(attached.map((a) => a.id)),
    );
    expect(thread.filter((e) => e.kind === 'attachment')).toHaveLength(30);

    // Paging again gives the same pages: the order is stable.
    expect(await allPages(clientA, task.id)).toEqual(pages);
    // The admin pages through the same entries.
    expect((await allPages(admin, task.id)).flatMap((p) => p.entries.map(keyOf))).toEqual(
      pages.flatMap((p) => p.entries.map(keyOf)),
    );
  });

  it('`after` gives only what came later, oldest first, and says when more wait', async () => {
    const task = await createTask(t.db, { clientId: idOf(clientA) });
    const first = await pageOf(clientA, task.id);
    expect(first).toEqual({ entries: [], olderCursor: null, newestCursor: null, hasNewer: false });

    await clientA.post(`/api/tasks/${task.id}/comments`, { content: 'one' });
    const seen = await pageOf(clientA, task.id);
    expect(seen.entries.map((e) => e.kind === 'comment' && e.content)).toEqual(['one']);
    const cursor = seen.newestCursor as string;

    expect((await admin.post(`/api/tasks/${task.id}/comments`, { content: 'two' })).status).toBe(201);
    expect(
      (await clientA.post(`/api/tasks/${task.id}/status`, { from: 'pending', to: 'in-progress' })).status,
    ).toBe(200);
    expect((await clientA.post(`/api/tasks/${task.id}/comments`, { content: 'three' })).status).toBe(201);

    const later = await pageOf(clientA, task.id, `?after=${encodeURIComponent(cursor)}`);
    expect(later.entries.map((e) => (e.kind === 'status' ? e.toStatus : e.content))).toEqual([
      'two',
      'in-progress',
      'three',
    ]);
    expect(later.hasNewer).toBe(false);
    expect(later.olderCursor).toBeNull();
    // Nothing newer since: no entries, and the cursor given comes back.
    const none = await pageOf(clientA, task.id, `?after=${encodeURIComponent(later.newestCursor as string)}`);
    expect(none).toEqual({
      entries: [],
      olderCursor: null,
      newestCursor: later.newestCursor,
      hasNewer: false,
    });
    // What the open thread then holds is the whole thread.
    expect([...seen.entries, ...later.entries].map(keyOf)).toEqual(
      (await pageOf(clientA, task.id)).entries.map(keyOf),
    );
  });

  it('`after` a page at a time when more came than a page holds', async () => {
    const { task, total } = await longThread(idOf(clientA));
    const pages = await allPages(clientA, task.id);
    expect(pages).toHaveLength(3);
    const [newest, middle] = pages as [TaskActivityPage, TaskActivityPage];
    // After the middle page's first entry, following `hasNewer`: every later entry once, in order.
    const start = middle.olderCursor as string;
    const later: ActivityEntry[] = [];
    let cursor = start;
    for (let more = true; more; ) {
      const page = await pageOf(clientA, task.id, `?after=${encodeURIComponent(cursor)}`);
      later.push(...page.entries);
      more = page.hasNewer;
      cursor = page.newestCursor as string;
    }
    expect(total).toBeGreaterThan(2 * TASK_ACTIVITY_PAGE_SIZE);
    expect(later.map(keyOf)).toEqual([...middle.entries.slice(1), ...newest.entries].map(keyOf));
  });
});

describe('who reads the pages', () => {
  it("another client gets 404 for a task's activity and its pages; a wrong cursor is 400", async () => {
    const { task } = await longThread(idOf(clientA));
    const newest = await pageOf(clientA, task.id);
    const cursor = encodeURIComponent(newest.olderCursor as string);
    for (const query of ['', `?before=${cursor}`, `?after=${cursor}`]) {
      const res = await clientB.get(activityPath(task.id, query));
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe(taskMessages.taskNotFound);
    }
    for (const query of [
      '?before=yesterday',
      `?after=${cursor.replace(/_(status|comment|attachment)_/, '_message_')}`,
      '?after=2026-13-45T99%3A00%3A00.000000Z_comment_00000000-0000-4000-8000-000000000000',
      `?before=${cursor}&after=${cursor}`,
    ]) {
      const res = await clientA.get(activityPath(task.id, query));
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('validation_failed');
    }
  });

  it("a cursor of another task's thread only places the page: it reads this task's entries", async () => {
    const { task } = await longThread(idOf(clientA));
    const mine = await createTask(t.db, { clientId: idOf(clientB) });
    await clientB.post(`/api/tasks/${mine.id}/comments`, { content: 'mine' });
    const theirCursor = (await pageOf(clientA, task.id)).olderCursor as string;
    const page = await pageOf(clientB, mine.id, `?after=${encodeURIComponent(theirCursor)}`);
    expect(page.entries.map((e) => (e.kind === 'comment' ? e.content : e.kind))).toEqual(['mine']);
  });
});
