import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuestReviewAccess } from '@/shared/contracts/reviews';
import { ApiError, api } from '@/web/lib/api-client';
import { guestReviewBase } from './review-endpoints';

export const guestAccessQueryKey = (token: string) => ['guest-review-access', token] as const;

export const guestAccessQueryOptions = (token: string) =>
  queryOptions({
    queryKey: guestAccessQueryKey(token),
    queryFn: ({ signal }) => api.get<GuestReviewAccess>(guestReviewBase(token), signal),
  });

/**
 * What a guest link may say before its code is confirmed: whose it is, where the code goes, and whether this
 * browser has confirmed it. An unknown, expired or removed link answers 404, which a retry will not change.
 */
export function useGuestAccess(token: string) {
  return useQuery({
    ...guestAccessQueryOptions(token),
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}
