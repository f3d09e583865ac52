import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgencySettings } from '@/shared/contracts/agency-settings';
import { uploadForm } from '@/web/lib/upload-form';

/** The settings and the branding (every 'agency' query) read again with the new logo. */
export function useUploadAgencyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      onProgress,
    }: {
      file: File;
      onProgress?: (loaded: number, total: number) => void;
    }) => {
      const form = new FormData();
      form.append('file', file);
      return uploadForm<AgencySettings>('/api/admin/agency/logo', form, onProgress);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agency'] }),
  });
}
