import { useQuery } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';

/** Under 'chat', the realtime topic: a message or a read marker moving in any tab updates the badge. */
export const unreadMessagesQueryKey = ['chat', 'unread'] as const;

/** Messages waiting for the signed-in user, for the sidebar's Chat or Messages entry. */
export function useUnreadMessages(enabled = true) {
  return useQuery({
    queryKey: unreadMessagesQueryKey,
    queryFn: ({ signal }) => api.get<{ unread: number }>('/api/chat/unread', signal),
    select: (data) => data.unread,
    enabled,
  });
}
