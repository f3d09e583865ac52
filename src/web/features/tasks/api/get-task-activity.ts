import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AppEvent } from '@/shared/contracts/events';
import type { ActivityEntry, TaskActivityPage } from '@/shared/contracts/tasks';
import { api } from '@/web/lib/api-client';
import type { LiveQueryMeta } from '@/web/lib/live-queries';

/**
 * ['task_activity', taskId]: the thread, a page at a time. A 'task_activity' event for this task appends
 * what came after its newest entry (`meta.onEvent`, lib/live-queries.ts) instead of reading every loaded
 * page again; a reconnect still reads it whole.
 */
export const taskActivityQueryKey = (taskId: string) => ['task_activity', taskId] as const;

type Pages = InfiniteData<TaskActivityPage, string>;

const activityUrl = (taskId: string, query = '') =>
  `/api/tasks/${encodeURIComponent(taskId)}/activity${query}`;

export const taskActivityQueryOptions = (taskId: string) =>
  infiniteQueryOptions({
    queryKey: taskActivityQueryKey(taskId),
    queryFn: ({ pageParam, signal }) =>
      api.get<TaskActivityPage>(
        activityUrl(taskId, pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''),
        signal,
      ),
    initialPageParam: '',
    // Pages go from the newest back in time ('Show older'); each names the cursor of the entries before it.
    getNextPageParam: (page) => page.olderCursor ?? undefined,
    // The thread reads oldest first: the oldest page first, each page oldest first.
    select: (data) => data.pages.toReversed().flatMap((page) => page.entries),
  });

/** A task's thread, oldest first: comments with their files, lone files and status changes. */
export function useTaskActivity(taskId: string) {
  const queryClient = useQueryClient();
  const meta: LiveQueryMeta = {
    onEvent: (event: AppEvent) => {
      // The topic's events name the task; another task's change leaves this thread as it is.
      if (event.id === undefined || event.id === taskId) return catchUpTaskActivity(queryClient, taskId);
    },
  };
  return useInfiniteQuery({ ...taskActivityQueryOptions(taskId), meta });
}

const keyOf = (entry: ActivityEntry) => `${entry.kind}:${entry.id}`;

/** The newest page with the entries of `page` it lacks appended, and its cursor moved on. */
function withNewer(data: Pages, page: TaskActivityPage): Pages {
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  const held = new Set(data.pages.flatMap((p) => p.entries.map(keyOf)));
  const fresh = page.entries.filter((entry) => !held.has(keyOf(entry)));
  // Nothing new: a read of the whole thread that landed meanwhile already holds them, and a newer cursor.
  if (fresh.length === 0) return data;
  return {
    ...data,
    pages: [{ ...newest, entries: [...newest.entries, ...fresh], newestCursor: page.newestCursor }, ...older],
  };
}

const catchingUp = new Map<string, Promise<void>>();

/**
 * Brings the cached thread up to date by asking only for the entries after its newest one, and appends
 * them. One catch-up at a time per task: an event that arrives during one waits for it and then asks from
 * the cursor it left, so two close events neither fetch an entry twice nor skip one (the server stamps a
 * thread's entries in commit order, get-task-activity.ts).
 */
export function catchUpTaskActivity(queryClient: QueryClient, taskId: string): Promise<void> {
  const previous = catchingUp.get(taskId) ?? Promise.resolve();
  const queryKey = taskActivityQueryKey(taskId);
  const next = previous
    .then(() => appendNewer(queryClient, taskId))
    // Could not ask for the difference: read the thread again whole.
    .catch(() => queryClient.invalidateQueries({ queryKey, exact: true }));
  catchingUp.set(taskId, next);
  void next.finally(() => {
    if (catchingUp.get(taskId) === next) catchingUp.delete(taskId);
  });
  return next;
}

async function appendNewer(queryClient: QueryClient, taskId: string) {
  const queryKey = taskActivityQueryKey(taskId);
  const fetching = () => queryClient.isFetching({ queryKey, exact: true }) > 0;
  // A bound, not a limit a thread reaches: each round either ends or waits for a read to land.
  for (let round = 0; round < 20; round++) {
    // A read under way (the first load, 'Show older', a refetch) builds on what the cache held when it
    // began and replaces it when it lands: let it land first, then ask for what it may lack.
    if (fetching()) await queryClient.refetchQueries({ queryKey, exact: true }, { cancelRefetch: false });
    const data = queryClient.getQueryData<Pages>(queryKey);
    const cursor = data?.pages[0]?.newestCursor;
    if (!data) return;
    if (!cursor) {
      // An empty thread: its first page is all there is to read.
      await queryClient.invalidateQueries({ queryKey, exact: true });
      return;
    }
    const page = await api.get<TaskActivityPage>(activityUrl(taskId, `?after=${encodeURIComponent(cursor)}`));
    queryClient.setQueryData<Pages>(queryKey, (current) => current && withNewer(current, page));
    // More came than a page holds, or a read that began earlier may land over what was just appended.
    if (!page.hasNewer && !fetching()) return;
  }
}
