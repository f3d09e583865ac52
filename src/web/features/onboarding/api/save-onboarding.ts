import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me } from '@/shared/contracts/accounts';
import type { Onboarding, OnboardingAnswers } from '@/shared/contracts/onboarding';
import { api } from '@/web/lib/api-client';
import { meQueryKey } from '@/web/lib/auth/get-me';
import { onboardingQueryKey } from './get-onboarding';

export const saveOnboarding = (answers: OnboardingAnswers) =>
  api.post<Onboarding>('/api/onboarding', answers);

/**
 * Saves the founder questionnaire once. That completes onboarding and, on the server, closes the welcome
 * modal for good (welcome_flow_completed), hence ['me'].
 */
export function useSaveOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOnboarding,
    onSuccess: (saved) => {
      queryClient.setQueryData(onboardingQueryKey, saved);
      // The 'all set' view shows at once; without this the banner and the Get Started dot would linger
      // beside it until ['me'] comes back.
      queryClient.setQueryData<Me | null>(meQueryKey, (me) =>
        me?.profile
          ? { ...me, profile: { ...me.profile, welcomeFlowCompleted: true, onboardingCompleted: true } }
          : me,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: onboardingQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]);
    },
  });
}
