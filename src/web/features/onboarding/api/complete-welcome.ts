import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@/shared/contracts/accounts';
import { api } from '@/web/lib/api-client';
import { meQueryKey } from '@/web/lib/auth/get-me';

export const completeWelcome = () =>
  api.post<{ welcomeFlowCompleted: true }>('/api/profile/welcome-complete');

/**
 * The welcome modal's 'Enter Dashboard': sets the profile flag, closes the modal at once, then re-reads
 * the profile. Onboarding is not completed by it: the banner and the Get Started dot stay (decision 034).
 */
export function useCompleteWelcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeWelcome,
    onSuccess: () => {
      queryClient.setQueryData<Me | null>(meQueryKey, (me) =>
        me?.profile ? { ...me, profile: { ...me.profile, welcomeFlowCompleted: true } } : me,
      );
      return queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
