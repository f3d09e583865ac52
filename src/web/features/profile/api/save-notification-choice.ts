import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileDto } from '@/shared/contracts/accounts';
import type { ProfileUpdateInput } from '@/shared/contracts/profile';
import { api } from '@/web/lib/api-client';
import { profileQueryKey } from './get-profile';
import { useStoreProfile } from './update-profile';

/**
 * Saves one notification choice (a toggle, the time zone) at once, showing it chosen before the server
 * answers and putting it back if the save fails.
 */
export function useSaveNotificationChoice() {
  const queryClient = useQueryClient();
  const store = useStoreProfile();
  return useMutation({
    mutationFn: (changes: ProfileUpdateInput) => api.patch<ProfileDto>('/api/profile', changes),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: profileQueryKey });
      const previous = queryClient.getQueryData<ProfileDto>(profileQueryKey);
      if (previous) queryClient.setQueryData(profileQueryKey, { ...previous, ...changes } as ProfileDto);
      return { previous };
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(profileQueryKey, context.previous);
    },
    onSuccess: store,
  });
}
