import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ChatThreadList } from '@/shared/contracts/chat';
import { api } from '@/web/lib/api-client';
import { uniqueBy } from '@/web/lib/unique-by';

/** Under 'chat', the realtime topic: a message in any thread reorders the inbox. */
export const chatInboxQueryKey = ['chat', 'inbox'] as const;

function inboxPath(search: string, before: string | null) {
  const params = new URLSearchParams();
  if (search) params.set('q', search);
  if (before) params.set('before', before);
  const query = params.toString();
  return query ? `/api/admin/chat?${query}` : '/api/admin/chat';
}

/** The admin inbox for a search (empty: every client), a page of threads at a time, latest first. */
export const chatInboxQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...chatInboxQueryKey, search],
    queryFn: ({ pageParam, signal }) => api.get<ChatThreadList>(inboxPath(search, pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.olderCursor,
  });

/**
 * The loaded threads, each once: a thread that moved up between two pages' reads would otherwise be
 * listed twice. A new search keeps the last answer on screen until its own arrives.
 */
export function useChatInbox(search: string) {
  const inbox = useInfiniteQuery({ ...chatInboxQueryOptions(search), placeholderData: keepPreviousData });
  const threads = useMemo(
    () =>
      uniqueBy(
        (inbox.data?.pages ?? []).flatMap((page) => page.threads),
        (thread) => thread.clientId,
      ),
    [inbox.data],
  );
  return { inbox, threads };
}
