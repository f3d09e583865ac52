import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientFile } from '@/shared/contracts/files';
import { api } from '@/web/lib/api-client';

/** Under 'files', the realtime topic: an upload or a delete shows on the client's side at once. */
export const clientFilesQueryOptions = () =>
  queryOptions({
    queryKey: ['files', 'own'],
    queryFn: ({ signal }) => api.get<{ files: ClientFile[] }>('/api/files', signal),
    select: (data) => data.files,
  });

/** The signed-in client's own files, newest first. */
export function useClientFiles() {
  return useQuery(clientFilesQueryOptions());
}
