import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnsubscribeStatus } from '@/shared/contracts/notifications';
import { api } from '@/web/lib/api-client';

export const unsubscribePath = (token: string) => `/api/unsubscribe?token=${encodeURIComponent(token)}`;

export const unsubscribeStatusQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['unsubscribe', token],
    queryFn: ({ signal }) => api.get<UnsubscribeStatus>(unsubscribePath(token), signal),
    // Read once per visit: the page itself is what changes the answer.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** What an email's unsubscribe link turns off, and whether it is on now. No sign-in: the token is signed. */
export function useUnsubscribeStatus(token: string) {
  return useQuery(unsubscribeStatusQueryOptions(token));
}
