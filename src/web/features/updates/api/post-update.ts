import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectUpdate } from '@/shared/contracts/updates';
import { uploadForm } from '@/web/lib/upload-form';

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
