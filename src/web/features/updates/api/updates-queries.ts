import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectUpdate } from '@/shared/contracts/updates';
import { api } from '@/web/lib/api-client';
import { uploadForm } from '@/web/lib/upload-form';

// Keys start with 'project_updates', the realtime topic: a new update refetches both sides' lists.
const updatesKey = (clientId: string | undefined) => ['project_updates', clientId ?? 'own'] as const;

/** A client's own updates without `clientId`; an admin's view of a client's with it. Newest first. */
export const projectUpdatesQueryOptions = (clientId?: string) =>
  queryOptions({
    queryKey: updatesKey(clientId),
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

type PostUpdateInput = {
  message: string;
  files: File[];
  onProgress?: (loaded: number, total: number) => void;
};

export function usePostUpdate(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ message, files, onProgress }: PostUpdateInput) => {
      const form = new FormData();
      form.append('message', message);
      for (const file of files) form.append('file', file, file.name);
      return uploadForm<ProjectUpdate>(
        `/api/admin/clients/${encodeURIComponent(clientId)}/updates`,
        form,
        onProgress,
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['project_updates'] }),
  });
}
