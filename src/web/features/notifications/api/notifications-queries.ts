import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { AppNotification, NotificationPage } from '@/shared/contracts/notifications';
import { api } from '@/web/lib/api-client';

/*
 * Keyed under 'notifications', the realtime topic: a new notification, or one read in another tab,
 * refetches the bell's count and list.
 */
const notificationsKey = ['notifications', 'list'] as const;

type Pages = InfiniteData<NotificationPage, string>;

const notificationsQueryOptions = infiniteQueryOptions({
  queryKey: notificationsKey,
  queryFn: ({ pageParam, signal }) =>
    api.get<NotificationPage>(
      `/api/notifications${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`,
      signal,
    ),
  initialPageParam: '',
  // Pages go from the newest back in time; each names the cursor of the page before it.
  getNextPageParam: (page) => page.olderCursor ?? undefined,
  select: (data) => ({
    notifications: data.pages.flatMap((page) => page.notifications),
    unreadCount: data.pages[0]?.unreadCount ?? 0,
  }),
});

/** The signed-in person's notifications, newest first across every loaded page, and the unread count. */
export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions);
}

/**
 * Marks the cached notifications read at once (one by id, or all with null), so the bell answers the
 * click without waiting, and gives back what to restore should the server refuse.
 */
async function markReadInCache(queryClient: QueryClient, id: string | null) {
  await queryClient.cancelQueries({ queryKey: notificationsKey });
  const previous = queryClient.getQueryData<Pages>(notificationsKey);
  if (previous) {
    const now = new Date().toISOString();
    const marks = (n: AppNotification) => n.readAt === null && (id === null || n.id === id);
    const marked = previous.pages.flatMap((page) => page.notifications.filter(marks)).length;
    queryClient.setQueryData<Pages>(notificationsKey, {
      ...previous,
      pages: previous.pages.map((page) => ({
        ...page,
        // 'Mark all' also reads the unread ones on pages not loaded yet.
        unreadCount: id === null ? 0 : Math.max(0, page.unreadCount - marked),
        notifications: page.notifications.map((n) => (marks(n) ? { ...n, readAt: now } : n)),
      })),
    });
  }
  return { previous };
}

/** `mutate(id)` marks one notification read (opening it); `mutate(null)` marks all ('Mark all as read'). */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      api.post<void>(
        id === null ? '/api/notifications/read-all' : `/api/notifications/${encodeURIComponent(id)}/read`,
      ),
    onMutate: (id) => markReadInCache(queryClient, id),
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(notificationsKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
