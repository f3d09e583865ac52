import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgencySettings } from '@/shared/contracts/agency-settings';
import { api } from '@/web/lib/api-client';

/** The settings and the branding (every 'agency' query) read again without the logo. */
export function useRemoveAgencyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<AgencySettings>('/api/admin/agency/logo'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['agency'] }),
  });
}
