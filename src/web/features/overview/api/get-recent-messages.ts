import { useQuery } from '@tanstack/react-query';
import type { ChatPage } from '@/shared/contracts/chat';
import { api } from '@/web/lib/api-client';

/** SPEC §2 Overview: the card shows the last 3 chat messages. */
export const RECENT_MESSAGES_SHOWN = 3;

/**
 * The client's newest messages, newest first. `enabled` is false while the card shows a prompt. The key
 * starts with the realtime topic (decision 002), so a message posted anywhere refreshes the card live;
 * its second part keeps this cache apart from the chat screen's, which holds another shape of the data.
 */
export function useRecentMessages(enabled: boolean) {
  return useQuery({
    queryKey: ['chat', 'overview-recent'],
    queryFn: ({ signal }) => api.get<ChatPage>('/api/chat/messages', signal),
    // The newest page holds its messages oldest first.
    select: (page) => page.messages.slice(-RECENT_MESSAGES_SHOWN).reverse(),
    enabled,
  });
}
