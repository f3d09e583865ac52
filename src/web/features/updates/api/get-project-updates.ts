import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectUpdate } from '@/shared/contracts/updates';
import { api } from '@/web/lib/api-client';

/**
 * A client's own updates without `clientId`; an admin's view of a client's with it. Newest first. Keyed
 * under 'project_updates', the realtime topic: a new update refetches both sides' lists.
 */
export const projectUpdatesQueryOptions = (clientId?: string) =>
  queryOptions({
    queryKey: ['project_updates', clientId ?? 'own'],
    queryFn: ({ signal }) =>
      api.get<{ updates: ProjectUpdate[] }>(
        clientId ? `/api/admin/clients/${encodeURIComponent(clientId)}/updates` : '/api/updates',
        signal,
      ),
    select: (data) => data.updates,
  });

export function useProjectUpdates(clientId?: string) {
  return useQuery(projectUpdatesQueryOptions(clientId));
}
