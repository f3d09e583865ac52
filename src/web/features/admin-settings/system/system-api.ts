import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgencySettings, UpdateAgencySettings } from '@/shared/contracts/agency-settings';
import { api } from '@/web/lib/api-client';
import { uploadForm } from '@/web/lib/upload-form';

// Every key starts with the 'agency' event topic, so the branding (sidebar logo, the agency's time zone)
// refreshes with them.
const settingsKey = ['agency', 'settings'] as const;

export const agencySettingsQueryOptions = queryOptions({
  queryKey: settingsKey,
  queryFn: ({ signal }) => api.get<AgencySettings>('/api/admin/agency/settings', signal),
});

export const useAgencySettings = () => useQuery(agencySettingsQueryOptions);

/** Saves one setting (a toggle, the time zone) at once, shown while it saves and put back if it fails. */
export function useSaveAgencySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateAgencySettings) =>
      api.patch<AgencySettings>('/api/admin/agency/settings', changes),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: settingsKey });
      const before = queryClient.getQueryData<AgencySettings>(settingsKey);
      if (before) queryClient.setQueryData<AgencySettings>(settingsKey, { ...before, ...changes });
      return { before };
    },
    onError: (_error, _changes, context) => {
      if (context?.before) queryClient.setQueryData(settingsKey, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}

export function useUploadLogo() {
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

export function useRemoveLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<AgencySettings>('/api/admin/agency/logo'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agency'] }),
  });
}
