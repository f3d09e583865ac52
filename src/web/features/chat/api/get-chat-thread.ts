import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ChatPage } from '@/shared/contracts/chat';
import { api } from '@/web/lib/api-client';

/*
 * Every chat query's key starts with 'chat', the realtime topic: a new message or a read marker
 * moving, in any tab, refetches the thread, the inbox and the badges.
 */
const threadQueryKey = (clientId: string | undefined) => ['chat', 'thread', clientId ?? 'own'] as const;

/** A client's own thread without `clientId`; an admin's view of a client's thread with it. */
export const threadPath = (clientId: string | undefined) =>
  clientId ? `/api/admin/chat/${encodeURIComponent(clientId)}` : '/api/chat';

export const threadQueryOptions = (clientId: string | undefined) =>
  infiniteQueryOptions({
    queryKey: threadQueryKey(clientId),
    queryFn: ({ pageParam, signal }) =>
      api.get<ChatPage>(
        `${threadPath(clientId)}/messages${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`,
        signal,
      ),
    initialPageParam: '',
    // Pages go from the newest back in time; each names the cursor of the page before it.
    getNextPageParam: (page) => page.olderCursor ?? undefined,
    // Oldest first across every loaded page, as the thread shows them.
    select: (data) => [...data.pages].reverse().flatMap((page) => page.messages),
  });

export function useChatThread(clientId: string | undefined) {
  return useInfiniteQuery(threadQueryOptions(clientId));
}
