import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Onboarding, OnboardingAnswers } from '@/shared/contracts/onboarding';
import { api } from '@/web/lib/api-client';
import { meQueryKey } from '@/web/lib/auth/me-query';
import { onboardingQueryKey } from './get-onboarding';

export const saveOnboarding = (answers: OnboardingAnswers) =>
  api.post<Onboarding>('/api/onboarding', answers);

/** Saves the founder questionnaire once; the server also sets welcome_flow_completed, hence ['me']. */
export function useSaveOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOnboarding,
    onSuccess: (saved) => {
      queryClient.setQueryData(onboardingQueryKey, saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: onboardingQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]);
    },
  });
}
