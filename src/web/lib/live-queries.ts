import type { Query, QueryClient } from '@tanstack/react-query';
import type { AppEvent, EventTopic } from '@/shared/contracts/events';

/*
 * What a live event makes stale (decision 002). A query's key starts with the topic whose changes make
 * it stale: ['tasks', 'mine'], ['task_activity', taskId], ['chat', 'inbox', search]. A query that
 * other topics change too says so where it is defined, in its options' `meta.alsoStaleOn`, so each
 * feature declares its own and this module never names one:
 *
 *   queryOptions({ queryKey: ['tasks', 'summary'], meta: { alsoStaleOn: ['project_updates'] }, ... })
 */
export type LiveQueryMeta = {
  /** Topics besides the key's first element whose events make the query stale. */
  alsoStaleOn?: readonly EventTopic[];
  /**
   * A query that keeps itself current from an event of its topic rather than being read again whole (a
   * task's open thread appends what came after its newest entry). While someone watches it, an event
   * calls `onEvent` instead of invalidating it; unwatched, it is only marked stale like any other, and
   * read again whole when shown. A reconnect or `resync` still refetches it whole, since events were missed.
   */
  onEvent?: (event: AppEvent) => unknown;
};

// TanStack Query's own way to type `meta` on every query (its `Register` interface).
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: LiveQueryMeta;
  }
}

function isStaleAfter(query: Query, topic: EventTopic) {
  return query.queryKey[0] === topic || (query.meta?.alsoStaleOn?.includes(topic) ?? false);
}

/** The query's own update for an event of its key's topic, while someone watches it. */
function liveUpdater(query: Query, topic: EventTopic) {
  return query.queryKey[0] === topic && query.getObserversCount() > 0 ? query.meta?.onEvent : undefined;
}

/**
 * Marks stale, and refetches if shown, every query the event's topic changes; a watched live query
 * updates itself instead.
 */
export function applyLiveEvent(queryClient: QueryClient, event: AppEvent) {
  const { topic } = event;
  const invalidated = queryClient.invalidateQueries({
    predicate: (query) => isStaleAfter(query, topic) && !liveUpdater(query, topic),
  });
  for (const query of queryClient.getQueryCache().findAll({ queryKey: [topic] })) {
    void liveUpdater(query, topic)?.(event);
  }
  return invalidated;
}
