import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTask } from '../../src/server/db/factories';
import { taskComments } from '../../src/server/db/schema/index';
import type { ActivityEntry, TaskActivityPage } from '../../src/shared/contracts/tasks';
import { TASK_ACTIVITY_PAGE_SIZE } from '../../src/shared/domain/task-activity';
import {
  catchUpTaskActivity,
  taskActivityQueryKey,
  taskActivityQueryOptions,
} from '../../src/web/features/tasks/api/get-task-activity';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';

// The browser's open thread, kept current by what came after its newest entry: the web app's own query
// code, with a real query cache, calling the real API in process as the signed-in client.

let t: TestApp;
let client: Caller;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp();
  ({ clientA: client, admin } = await t.actors());
});
afterAll(() => t.close());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  gates.length = 0;
});

type Gate = { match: (path: string) => boolean; reached: () => void; released: Promise<void> };
const gates: Gate[] = [];

/**
 * Holds the next answer whose path matches once the server has given it, until `release()`: a read that
 * began before a change and lands after it, made to happen every time.
 */
function holdNextAnswer(match: (path: string) => boolean) {
  let reached!: () => void;
  let release!: () => void;
  const isReached = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  gates.push({ match, reached, released });
  return { reached: isReached, release };
}

/** The browser's fetch, answered by the app as `caller` (its session cookie). */
function browserAs(caller: Caller) {
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const path = String(input);
    const answer = await caller.request(init.method ?? 'GET', path, undefined, init);
    const index = gates.findIndex((gate) => gate.match(path));
    const gate = gates[index];
    if (gate) {
      gates.splice(index, 1);
      gate.reached();
      await gate.released;
    }
    return answer;
  });
}

const keyOf = (entry: ActivityEntry) => `${entry.kind}:${entry.id}`;
type Pages = { pages: TaskActivityPage[] };

/** What the cached thread shows, oldest first, as the thread's select gives it. */
function shown(queryClient: QueryClient, taskId: string): string[] {
  const data = queryClient.getQueryData<Pages>(taskActivityQueryKey(taskId));
  return (data?.pages ?? []).toReversed().flatMap((page) => page.entries.map(keyOf));
}

/** The whole thread as the server has it, oldest first. */
async function serverThread(taskId: string): Promise<string[]> {
  const pages: TaskActivityPage[] = [];
  let query = '';
  for (;;) {
    const page: TaskActivityPage = await (await client.get(`/api/tasks/${taskId}/activity${query}`)).json();
    pages.push(page);
    if (!page.olderCursor) break;
    query = `?before=${encodeURIComponent(page.olderCursor)}`;
  }
  return pages.toReversed().flatMap((page) => page.entries.map(keyOf));
}

const comment = async (caller: Caller, taskId: string, content: string) =>
  expect((await caller.post(`/api/tasks/${taskId}/comments`, { content })).status).toBe(201);

async function openThread(taskId: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await queryClient.fetchInfiniteQuery(taskActivityQueryOptions(taskId));
  return queryClient;
}

const isAfter = (path: string) => path.includes('?after=');

/**
 * Resolves as soon as the catch-up either writes what it read into the cache or starts waiting for the
 * read under way: the moment to let that read land, so that it lands after the write if there is one.
 */
function catchUpActed(queryClient: QueryClient) {
  return new Promise<void>((resolve) => {
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success' && event.action.manual) {
        unsubscribe();
        resolve();
      }
    });
    const refetch = queryClient.refetchQueries.bind(queryClient);
    vi.spyOn(queryClient, 'refetchQueries').mockImplementation((...args) => {
      resolve();
      return refetch(...args);
    });
  });
}

describe('an open thread catching up', () => {
  it('appends only the new entries, asking only for what came after its newest', async () => {
    browserAs(client);
    const task = await createTask(t.db, { clientId: client.userId as string });
    await comment(client, task.id, 'first');
    const queryClient = await openThread(task.id);
    const paths: string[] = [];
    const fetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
      paths.push(String(input));
      return fetch(input, init);
    });

    await comment(admin, task.id, 'second');
    await catchUpTaskActivity(queryClient, task.id);
    expect(shown(queryClient, task.id)).toEqual(await serverThread(task.id));
    expect(shown(queryClient, task.id)).toHaveLength(2);
    expect(paths).toHaveLength(1);
    expect(paths.every(isAfter)).toBe(true);
  });

  it('two events close together: each entry once, none lost, when the second change lands mid-read', async () => {
    browserAs(client);
    const task = await createTask(t.db, { clientId: client.userId as string });
    await comment(client, task.id, 'first');
    const queryClient = await openThread(task.id);

    await comment(admin, task.id, 'A');
    const held = holdNextAnswer(isAfter);
    const first = catchUpTaskActivity(queryClient, task.id);
    await held.reached; // the first catch-up has read 'A' only
    await comment(client, task.id, 'B');
    const second = catchUpTaskActivity(queryClient, task.id);
    held.release();
    await Promise.all([first, second]);

    const thread = await serverThread(task.id);
    expect(thread).toHaveLength(3);
    expect(shown(queryClient, task.id)).toEqual(thread);
  });

  it('a whole read that began before a change and lands after it loses nothing', async () => {
    browserAs(client);
    const task = await createTask(t.db, { clientId: client.userId as string });
    await comment(client, task.id, 'first');
    const queryClient = await openThread(task.id);

    const held = holdNextAnswer((path) => !isAfter(path));
    const refetch = queryClient.refetchQueries({ queryKey: taskActivityQueryKey(task.id) });
    await held.reached; // the refetch read the thread before 'late'
    await comment(admin, task.id, 'late');
    const acted = catchUpActed(queryClient);
    const catchUp = catchUpTaskActivity(queryClient, task.id);
    await acted;
    held.release();
    await Promise.all([refetch, catchUp]);

    const thread = await serverThread(task.id);
    expect(thread).toHaveLength(2);
    expect(shown(queryClient, task.id)).toEqual(thread);
  });

  it("'Show older' under way while a new entry arrives: every entry once", async () => {
    browserAs(client);
    const task = await createTask(t.db, { clientId: client.userId as string });
    const base = Date.parse('2026-02-01T09:00:00Z');
    await t.db.insert(taskComments).values(
      Array.from({ length: TASK_ACTIVITY_PAGE_SIZE + 5 }, (_, i) => ({
        taskId: task.id,
        content: `old ${i}`,
        authorId: client.userId,
        createdAt: new Date(base + i * 1000),
      })),
    );
    const queryClient = await openThread(task.id);
    expect(shown(queryClient, task.id)).toHaveLength(TASK_ACTIVITY_PAGE_SIZE);

    // 'Show older' reads the older page; while its answer is on the way a comment arrives and its
    // catch-up appends it; then the older page lands.
    const held = holdNextAnswer((path) => path.includes('?before='));
    const view = new InfiniteQueryObserver(queryClient, taskActivityQueryOptions(task.id));
    const older = view.fetchNextPage();
    await held.reached;
    await comment(admin, task.id, 'new while reading old');
    const acted = catchUpActed(queryClient);
    const catchUp = catchUpTaskActivity(queryClient, task.id);
    await acted;
    held.release();
    await Promise.all([older, catchUp]);

    const thread = await serverThread(task.id);
    expect(thread).toHaveLength(TASK_ACTIVITY_PAGE_SIZE + 6);
    expect(shown(queryClient, task.id)).toEqual(thread);
  });
});
