import { useQuery } from '@tanstack/react-query';
import type { ProjectUpdate } from '@/shared/contracts/updates';
import { api } from '@/web/lib/api-client';

/** SPEC §2 Overview: the card shows the first (newest) 2 updates. */
export const RECENT_UPDATES_SHOWN = 2;

/**
 * The client's newest updates, newest first (the API's order). The key starts with the realtime topic
 * (decision 002), so an update posted anywhere refreshes the card live; its second part keeps this cache
 * apart from the updates screen's, which holds another shape of the data.
 */
export function useRecentUpdates(enabled: boolean) {
  return useQuery({
    queryKey: ['project_updates', 'overview-recent'],
    queryFn: ({ signal }) => api.get<{ updates: ProjectUpdate[] }>('/api/updates', signal),
    select: (data) => data.updates.slice(0, RECENT_UPDATES_SHOWN),
    enabled,
  });
}
