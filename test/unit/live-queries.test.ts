import { QueryClient, QueryObserver, type QueryObserverOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEvent, EventTopic } from '../../src/shared/contracts/events';
import { clientTeamQueryOptions } from '../../src/web/features/client-team/api/get-client-team';
import { clientOnboardingQueryOptions } from '../../src/web/features/clients/api/get-client-onboarding';
import { storageUsageQueryOptions } from '../../src/web/features/files/api/get-storage-usage';
import { taskSummaryQueryOptions } from '../../src/web/features/overview/api/get-task-summary';
import { clientTasksQueryOptions } from '../../src/web/features/tasks/api/get-client-tasks';
import { meQueryOptions } from '../../src/web/lib/auth/get-me';
import { applyLiveEvent } from '../../src/web/lib/live-queries';

const queryClients: QueryClient[] = [];
afterEach(() => {
  for (const client of queryClients.splice(0)) client.clear();
});

const event = (topic: EventTopic, id?: string): AppEvent => ({ topic, clientId: 'client-1', id });

/**
 * A screen showing the query: its real options (key and meta) with a counting fetch in place of the API.
 * Answers how many times the query has been read.
 */
async function shown(options: QueryObserverOptions<unknown, Error, unknown, unknown, readonly unknown[]>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClients.push(queryClient);
  let reads = 0;
  const observer = new QueryObserver(queryClient, {
    ...options,
    queryFn: () => {
      reads += 1;
      return {};
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
  return {
    queryClient,
    reads: () => reads,
    /** Applies the event and waits for any refetch it started to land. */
    async receive(appEvent: AppEvent) {
      await applyLiveEvent(queryClient, appEvent);
      return reads;
    },
    unsubscribe,
  };
}

// Which views read again after which topics' events: the key's own topic, and the topics each feature
// declares beside it (decision 002).
const dependents = [
  // A staff member's role comes with it: Team Settings' changes are 'team' events (decision 043).
  {
    view: 'the signed-in user (/api/me)',
    options: meQueryOptions,
    topics: ['profiles', 'onboarding', 'team'],
  },
  {
    view: "an admin's view of a client's onboarding",
    options: clientOnboardingQueryOptions('client-1'),
    topics: ['onboarding', 'profiles'],
  },
  {
    view: "the overview's task summary",
    options: taskSummaryQueryOptions(),
    topics: ['tasks', 'project_updates'],
  },
  {
    view: 'the storage usage card',
    options: storageUsageQueryOptions(),
    topics: ['files', 'project_updates', 'task_activity'],
  },
  { view: "the client's task list", options: clientTasksQueryOptions(), topics: ['tasks'] },
  // The company's people change with its 'clients' events (issue 47); the agency's own 'team' never.
  { view: "a client's Team tab", options: clientTeamQueryOptions, topics: ['clients'] },
] as const;

describe('what a live event makes stale', () => {
  for (const { view, options, topics } of dependents) {
    for (const topic of topics) {
      it(`a '${topic}' event refreshes ${view}`, async () => {
        const screen = await shown(options as never);
        expect(await screen.receive(event(topic))).toBe(2);
      });
    }

    it(`events of other topics leave ${view} as it is`, async () => {
      const screen = await shown(options as never);
      const others = (['chat', 'referrals', 'team'] as const).filter(
        (topic) => !(topics as readonly string[]).includes(topic),
      );
      for (const topic of others) await screen.receive(event(topic));
      expect(screen.reads()).toBe(1);
      expect(screen.queryClient.getQueryState(options.queryKey)?.isInvalidated).toBe(false);
    });
  }

  it('marks a view nobody watches stale without reading it, so it is read when shown again', async () => {
    const screen = await shown(storageUsageQueryOptions() as never);
    screen.unsubscribe();
    expect(await screen.receive(event('task_activity'))).toBe(1);
    expect(screen.queryClient.getQueryState(storageUsageQueryOptions().queryKey)?.isInvalidated).toBe(true);
  });

  it("lets a watched live query update itself from its own topic's events instead of being read again", async () => {
    const onEvent = vi.fn();
    const screen = await shown({ queryKey: ['task_activity', 'task-1'], meta: { onEvent } });
    const received = event('task_activity', 'task-1');
    expect(await screen.receive(received)).toBe(1);
    expect(onEvent).toHaveBeenCalledWith(received);

    // Unwatched, it is only marked stale, like any other query.
    screen.unsubscribe();
    await screen.receive(received);
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(screen.queryClient.getQueryState(['task_activity', 'task-1'])?.isInvalidated).toBe(true);
  });
});
