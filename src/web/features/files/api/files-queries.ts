import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminFile, ClientFile, StorageUsage } from '@/shared/contracts/files';
import type { FileCategory } from '@/shared/domain/client-files';
import { api } from '@/web/lib/api-client';
import { uploadForm } from '@/web/lib/upload-form';

// Every key starts with 'files', the realtime topic: an upload or a delete refetches both sides' lists
// and the storage usage.
export const filesKey = ['files'] as const;

/** The signed-in client's own files, newest first. */
export function useClientFiles() {
  return useQuery({
    queryKey: [...filesKey, 'own'],
    queryFn: ({ signal }) => api.get<{ files: ClientFile[] }>('/api/files', signal),
    select: (data) => data.files,
  });
}

/** Every client's files for an admin, or one client's with `clientId`. Newest first. */
export function useAdminFiles(clientId?: string) {
  return useQuery({
    queryKey: [...filesKey, 'admin', clientId ?? 'all'],
    queryFn: ({ signal }) =>
      api.get<{ files: AdminFile[] }>(
        clientId ? `/api/admin/files?clientId=${encodeURIComponent(clientId)}` : '/api/admin/files',
        signal,
      ),
    select: (data) => data.files,
  });
}

/** Each client's stored bytes against the quota (admins only). */
export function useStorageUsage() {
  return useQuery({
    queryKey: [...filesKey, 'storage'],
    queryFn: ({ signal }) => api.get<StorageUsage>('/api/admin/storage', signal),
  });
}

export type UploadFileInput = {
  clientId: string;
  category: FileCategory;
  description: string | null;
  file: File;
  onProgress?: (loaded: number, total: number) => void;
};

export function useUploadFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, category, description, file, onProgress }: UploadFileInput) => {
      const form = new FormData();
      // The text fields go before the file, so the server reads them before the bytes stream in.
      form.append('category', category);
      if (description) form.append('description', description);
      form.append('file', file, file.name);
      return uploadForm<AdminFile>(
        `/api/admin/clients/${encodeURIComponent(clientId)}/files`,
        form,
        onProgress,
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filesKey }),
  });
}

export function useDeleteFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => api.delete<void>(`/api/admin/files/${encodeURIComponent(fileId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filesKey }),
  });
}
