import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgencySettings, UpdateAgencySettings } from '@/shared/contracts/agency-settings';
import { api } from '@/web/lib/api-client';
import { agencySettingsQueryKey } from './get-agency-settings';

/** Saves one setting (a toggle, the time zone) at once, shown while it saves and put back if it fails. */
export function useSaveAgencySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateAgencySettings) =>
      api.patch<AgencySettings>('/api/admin/agency/settings', changes),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: agencySettingsQueryKey });
      const before = queryClient.getQueryData<AgencySettings>(agencySettingsQueryKey);
      if (before) queryClient.setQueryData<AgencySettings>(agencySettingsQueryKey, { ...before, ...changes });
      return { before };
    },
    onError: (_error, _changes, context) => {
      if (context?.before) queryClient.setQueryData(agencySettingsQueryKey, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(agencySettingsQueryKey, saved),
  });
}
