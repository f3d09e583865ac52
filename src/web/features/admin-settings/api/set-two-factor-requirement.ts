import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgencySettings } from '@/shared/contracts/agency-settings';
import type { TwoFactorRequirement } from '@/shared/contracts/two-factor';
import { api } from '@/web/lib/api-client';
import { agencySettingsQueryKey } from './get-agency-settings';

/**
 * Requires two-factor sign-in of staff, or stops requiring it (decision 047). Not a plain settings save:
 * turning it on needs the admin's own two-factor, and off their password and a code, which the server checks.
 */
export function useSetTwoFactorRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorRequirement) =>
      api.put<AgencySettings>('/api/admin/agency/two-factor-requirement', body),
    onSuccess: (saved) => queryClient.setQueryData(agencySettingsQueryKey, saved),
  });
}
