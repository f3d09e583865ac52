import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgencySettings } from '@/shared/contracts/agency-settings';
import { api } from '@/web/lib/api-client';

// Starts with the 'agency' event topic, so the branding (sidebar logo, the agency's time zone) refreshes
// with it.
export const agencySettingsQueryKey = ['agency', 'settings'] as const;

export const agencySettingsQueryOptions = queryOptions({
  queryKey: agencySettingsQueryKey,
  queryFn: ({ signal }) => api.get<AgencySettings>('/api/admin/agency/settings', signal),
});

export const useAgencySettings = () => useQuery(agencySettingsQueryOptions);
