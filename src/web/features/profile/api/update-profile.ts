import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, ProfileDto } from '@/shared/contracts/accounts';
import type { ProfileUpdateInput } from '@/shared/contracts/profile';
import { api } from '@/web/lib/api-client';
import { meQueryKey } from '@/web/lib/auth/get-me';
import { profileQueryKey } from './get-profile';

/** The saved profile, everywhere it shows: Settings and the top bar (['me']). */
export function useStoreProfile() {
  const queryClient = useQueryClient();
  return (profile: ProfileDto) => {
    queryClient.setQueryData(profileQueryKey, profile);
    queryClient.setQueryData<Me | null>(meQueryKey, (me) => (me ? { ...me, profile } : me));
  };
}

export function useUpdateProfile() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: (changes: ProfileUpdateInput) => api.patch<ProfileDto>('/api/profile', changes),
    onSuccess: store,
  });
}
