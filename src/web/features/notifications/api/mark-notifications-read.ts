import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppNotification } from '@/shared/contracts/notifications';
import { api } from '@/web/lib/api-client';
import { type NotificationPages, notificationsQueryKey } from './get-notifications';

/**
 * Marks the cached notifications read at once (one by id, or all with null), so the bell answers the
 * click without waiting, and gives back what to restore should the server refuse.
 */
async function markReadInCache(queryClient: QueryClient, id: string | null) {
  await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
  const previous = queryClient.getQueryData<NotificationPages>(notificationsQueryKey);
  if (previous) {
    const now = new Date().toISOString();
    const marks = (n: AppNotification) => n.readAt === null && (id === null || n.id === id);
    const marked = previous.pages.flatMap((page) => page.notifications.filter(marks)).length;
    queryClient.setQueryData<NotificationPages>(notificationsQueryKey, {
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
        id === null ? '/api/all-notifications/read' : `/api/notifications/${encodeURIComponent(id)}/read`,
      ),
    onMutate: (id) => markReadInCache(queryClient, id),
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(notificationsQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
