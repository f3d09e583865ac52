import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Me, ProfileDto } from '@/shared/contracts/accounts';
import type { ProfileUpdateInput } from '@/shared/contracts/profile';
import { api } from '@/web/lib/api-client';
import { meQueryKey } from '@/web/lib/auth/me-query';
import { uploadForm } from '@/web/lib/upload-form';

/** Starts with the 'profiles' topic: a profile event (another tab, the team) refreshes it. */
export const profileQueryKey = ['profiles', 'own'] as const;

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => api.get<ProfileDto>('/api/profile', signal),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}

/** The saved profile, everywhere it shows: Settings and the top bar (['me']). */
function useStoreProfile() {
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

export function useUploadLogo() {
  const store = useStoreProfile();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return uploadForm<ProfileDto>('/api/profile/logo', form);
    },
    onSuccess: store,
  });
}
