import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnsubscribeStatus } from '@/shared/contracts/notifications';
import { api, apiFetch } from '@/web/lib/api-client';

const unsubscribePath = (token: string) => `/api/unsubscribe?token=${encodeURIComponent(token)}`;

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

/** Turns the link's toggle off; using the link again answers the same. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<UnsubscribeStatus>(unsubscribePath(token), { method: 'POST' }),
    onSuccess: (status) => queryClient.setQueryData(unsubscribeStatusQueryOptions(token).queryKey, status),
  });
}
