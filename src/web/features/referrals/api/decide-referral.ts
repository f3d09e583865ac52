import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApproveReferral, Referral, RejectReferral } from '@/shared/contracts/referrals';
import { api } from '@/web/lib/api-client';

export type ReferralDecision =
  | { referralId: string; action: 'approve'; body: ApproveReferral }
  | { referralId: string; action: 'reject'; body: RejectReferral };

export function useDecideReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ referralId, action, body }: ReferralDecision) =>
      api.post<Referral>(`/api/admin/referrals/${encodeURIComponent(referralId)}/${action}`, body),
    // A refusal (another admin decided first) also means the table is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['referrals'] }),
  });
}
