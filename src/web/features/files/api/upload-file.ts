import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminFile } from '@/shared/contracts/files';
import type { FileCategory } from '@/shared/domain/client-files';
import { uploadForm } from '@/web/lib/upload-form';

export type UploadFileInput = {
  clientId: string;
  category: FileCategory;
  description: string | null;
  file: File;
  onProgress?: (loaded: number, total: number) => void;
};

/** An admin shares a file with a client; both sides' lists and the storage usage read again. */
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['files'] }),
  });
}
