import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import type {
  AdminReferralList,
  ApproveReferral,
  OwnReferralList,
  Referral,
  RejectReferral,
  SubmitReferral,
} from '@/shared/contracts/referrals';
import { api } from '@/web/lib/api-client';
import { uniqueBy } from '@/web/lib/unique-by';

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

/**
 * Referrals Management: the referrals a page at a time, newest first, each with its referrer's payout
 * details; every page also carries the summary over all referrals.
 */
export const allReferralsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: referralKeys.admin,
    queryFn: ({ pageParam, signal }) =>
      api.get<AdminReferralList>(
        pageParam ? `/api/admin/referrals?before=${encodeURIComponent(pageParam)}` : '/api/admin/referrals',
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.olderCursor,
  });

/** `referrals`: what is loaded so far, each once; `summary`: the cards' totals from the first page. */
export function useAllReferrals() {
  const pages = useInfiniteQuery(allReferralsQueryOptions());
  const referrals = useMemo(
    () =>
      uniqueBy(
        (pages.data?.pages ?? []).flatMap((page) => page.referrals),
        (referral) => referral.id,
      ),
    [pages.data],
  );
  return { pages, referrals, summary: pages.data?.pages[0]?.summary };
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
