import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { meQueryKey } from '@/web/lib/auth/me-query';

export const completeWelcome = () =>
  api.post<{ welcomeFlowCompleted: true }>('/api/profile/welcome-complete');

/** The welcome modal's 'Enter Dashboard': sets the profile flag, then re-reads the profile. */
export function useCompleteWelcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeWelcome,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
