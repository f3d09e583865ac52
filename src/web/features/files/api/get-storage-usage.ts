import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StorageUsage } from '@/shared/contracts/files';
import { api } from '@/web/lib/api-client';

/**
 * Under 'files', the realtime topic. Update media and task attachments count against the quota too, so
 * their topics' events refresh it as well.
 */
export const storageUsageQueryOptions = () =>
  queryOptions({
    queryKey: ['files', 'storage'],
    queryFn: ({ signal }) => api.get<StorageUsage>('/api/admin/storage', signal),
    meta: { alsoStaleOn: ['project_updates', 'task_activity'] },
  });

/** Each client's stored bytes against the quota (admins only). */
export function useStorageUsage() {
  return useQuery(storageUsageQueryOptions());
}
