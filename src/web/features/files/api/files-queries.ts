import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AdminFile, AdminFileList, ClientFile, StorageUsage } from '@/shared/contracts/files';
import type { FileCategory } from '@/shared/domain/client-files';
import { api } from '@/web/lib/api-client';
import { uniqueBy } from '@/web/lib/unique-by';
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

export type AdminFileFilters = { clientId?: string; category?: FileCategory; q?: string };

/** Keyed under 'files' so an upload, a delete or a live event refreshes every loaded page of each view. */
export const adminFilesQueryOptions = (filters: AdminFileFilters) =>
  infiniteQueryOptions({
    queryKey: [...filesKey, 'admin', filters],
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
      if (pageParam) query.set('before', pageParam);
      return api.get<AdminFileList>(`/api/admin/files?${query}`, signal);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.olderCursor,
  });

/**
 * Every client's files for an admin, or one client's with `clientId`, newest first, a page at a time:
 * `files` is what is loaded so far, each once, and `counts` the tabs' totals. A new tab or search keeps
 * the current list on screen until its answer arrives.
 */
export function useAdminFiles(filters: AdminFileFilters) {
  const pages = useInfiniteQuery({ ...adminFilesQueryOptions(filters), placeholderData: keepPreviousData });
  const files = useMemo(
    () =>
      uniqueBy(
        (pages.data?.pages ?? []).flatMap((page) => page.files),
        (file) => file.id,
      ),
    [pages.data],
  );
  return { pages, files, counts: pages.data?.pages[0]?.counts };
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
