import { useQuery } from '@tanstack/react-query';
import type { ChatPage } from '@/shared/contracts/chat';
import type { ProjectUpdate } from '@/shared/contracts/updates';
import { api } from '@/web/lib/api-client';

/** SPEC §2 Overview: the card shows the last 3 chat messages and the first (newest) 2 updates. */
export const RECENT_MESSAGES_SHOWN = 3;
export const RECENT_UPDATES_SHOWN = 2;

/*
 * Keys start with the realtime topics ('messages', 'project_updates', decision 002), so a message or
 * update posted anywhere refreshes the card live. The second part keeps these caches apart from the
 * chat and updates screens' own queries, which hold other shapes of the same data.
 */
const recentKeys = {
  messages: ['messages', 'overview-recent'] as const,
  updates: ['project_updates', 'overview-recent'] as const,
};

/** The client's newest messages, newest first. `enabled` is false while the card shows a prompt. */
export function useRecentMessages(enabled: boolean) {
  return useQuery({
    queryKey: recentKeys.messages,
    queryFn: ({ signal }) => api.get<ChatPage>('/api/chat/messages', signal),
    // The newest page holds its messages oldest first.
    select: (page) => page.messages.slice(-RECENT_MESSAGES_SHOWN).reverse(),
    enabled,
  });
}

/** The client's newest updates, newest first (the API's order). */
export function useRecentUpdates(enabled: boolean) {
  return useQuery({
    queryKey: recentKeys.updates,
    queryFn: ({ signal }) => api.get<{ updates: ProjectUpdate[] }>('/api/updates', signal),
    select: (data) => data.updates.slice(0, RECENT_UPDATES_SHOWN),
    enabled,
  });
}
