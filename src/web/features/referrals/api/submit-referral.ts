import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Referral, SubmitReferral } from '@/shared/contracts/referrals';
import { api } from '@/web/lib/api-client';

export function useSubmitReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (referral: SubmitReferral) => api.post<Referral>('/api/referrals', referral),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['referrals'] }),
  });
}
