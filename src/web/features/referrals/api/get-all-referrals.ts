import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AdminReferralList } from '@/shared/contracts/referrals';
import { api } from '@/web/lib/api-client';
import { uniqueBy } from '@/web/lib/unique-by';

/**
 * Referrals Management: the referrals a page at a time, newest first, each with its referrer's payout
 * details; every page also carries the summary over all referrals. Under 'referrals', the realtime topic:
 * a submission or a decision, in any tab, refetches the table and the cards.
 */
export const allReferralsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['referrals', 'admin'],
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
