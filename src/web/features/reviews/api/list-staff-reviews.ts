import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { StaffReviewList, StaffReviewQuery } from '@/shared/contracts/reviews';
import { api } from '@/web/lib/api-client';
import { uniqueBy } from '@/web/lib/unique-by';

export type StaffReviewFilters = Omit<StaffReviewQuery, 'before'>;

/**
 * Keyed under 'reviews' so every review event refreshes each filtered view, each loaded page of it; a
 * client's new name ('clients') shows in its rows too.
 */
export const staffReviewsQueryOptions = (filters: StaffReviewFilters) =>
  infiniteQueryOptions({
    queryKey: ['reviews', 'staff', filters],
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
      if (pageParam) query.set('before', pageParam);
      return api.get<StaffReviewList>(`/api/admin/reviews?${query}`, signal);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.olderCursor,
    meta: { alsoStaleOn: ['clients'] },
  });

/**
 * The reviews within the staff member's reach (open ones unless `state` says otherwise), a page at a time:
 * `reviews` is what is loaded so far, each once. A new filter keeps the list on screen until it answers.
 */
export function useStaffReviews(filters: StaffReviewFilters) {
  const pages = useInfiniteQuery({ ...staffReviewsQueryOptions(filters), placeholderData: keepPreviousData });
  const reviews = useMemo(
    () =>
      uniqueBy(
        (pages.data?.pages ?? []).flatMap((page) => page.reviews),
        (review) => review.id,
      ),
    [pages.data],
  );
  return { pages, reviews };
}
