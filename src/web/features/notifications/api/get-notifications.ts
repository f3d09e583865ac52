import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationPage } from '@/shared/contracts/notifications';
import { api } from '@/web/lib/api-client';

/*
 * Keyed under 'notifications', the realtime topic: a new notification, or one read in another tab,
 * refetches the bell's count and list.
 */
export const notificationsQueryKey = ['notifications', 'list'] as const;

export type NotificationPages = InfiniteData<NotificationPage, string>;

const notificationsQueryOptions = infiniteQueryOptions({
  queryKey: notificationsQueryKey,
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
