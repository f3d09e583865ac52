import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminReferralList,
  ApproveReferral,
  OwnReferralList,
  Referral,
  RejectReferral,
  SubmitReferral,
} from '@/shared/contracts/referrals';
import { api } from '@/web/lib/api-client';

/*
 * Every referrals query's key starts with 'referrals', the realtime topic: a submission or a decision, in
 * any tab, refetches the client's list and totals and the admin's table and cards.
 */
const referralKeys = {
  all: ['referrals'] as const,
  own: ['referrals', 'own'] as const,
  admin: ['referrals', 'admin'] as const,
};

/** Refer & Earn: the client's own referrals, Approved count and Total Earned. */
export const ownReferralsQueryOptions = () =>
  queryOptions({
    queryKey: referralKeys.own,
    queryFn: ({ signal }) => api.get<OwnReferralList>('/api/referrals', signal),
  });

export function useOwnReferrals() {
  return useQuery(ownReferralsQueryOptions());
}

export function useSubmitReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (referral: SubmitReferral) => api.post<Referral>('/api/referrals', referral),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralKeys.all }),
  });
}

/** Referrals Management: every referral with its referrer's payout details, and the summary. */
export const allReferralsQueryOptions = () =>
  queryOptions({
    queryKey: referralKeys.admin,
    queryFn: ({ signal }) => api.get<AdminReferralList>('/api/admin/referrals', signal),
  });

export function useAllReferrals() {
  return useQuery(allReferralsQueryOptions());
}

export type ReferralDecision =
  | { referralId: string; action: 'approve'; body: ApproveReferral }
  | { referralId: string; action: 'reject'; body: RejectReferral };

export function useDecideReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ referralId, action, body }: ReferralDecision) =>
      api.post<Referral>(`/api/admin/referrals/${encodeURIComponent(referralId)}/${action}`, body),
    // A refusal (another admin decided first) also means the table is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: referralKeys.all }),
  });
}
