import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ChatMessage, ChatPage, ChatThreadList } from '@/shared/contracts/chat';
import { api } from '@/web/lib/api-client';
import { uniqueBy } from '@/web/lib/unique-by';

/*
 * Every chat query's key starts with 'messages', the realtime topic: a new message or a read marker
 * moving, in any tab, refetches the thread, the inbox and the badges.
 */
const chatKeys = {
  thread: (clientId: string | undefined) => ['messages', 'thread', clientId ?? 'own'] as const,
  inbox: ['messages', 'inbox'] as const,
  unread: ['messages', 'unread'] as const,
};

/** A client's own thread without `clientId`; an admin's view of a client's thread with it. */
const threadPath = (clientId: string | undefined) =>
  clientId ? `/api/admin/chat/${encodeURIComponent(clientId)}` : '/api/chat';

export const threadQueryOptions = (clientId: string | undefined) =>
  infiniteQueryOptions({
    queryKey: chatKeys.thread(clientId),
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

export function useSendMessage(clientId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => api.post<ChatMessage>(`${threadPath(clientId)}/messages`, { content }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['messages'] }),
  });
}

export function useMarkThreadRead(clientId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>(`${threadPath(clientId)}/read`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.unread }),
        queryClient.invalidateQueries({ queryKey: chatKeys.inbox }),
      ]),
  });
}

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
    queryKey: [...chatKeys.inbox, search],
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

/** Messages waiting for the signed-in user, for the sidebar's Chat or Messages entry. */
export function useUnreadMessages(enabled = true) {
  return useQuery({
    queryKey: chatKeys.unread,
    queryFn: ({ signal }) => api.get<{ unread: number }>('/api/chat/unread', signal),
    select: (data) => data.unread,
    enabled,
  });
}
