import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnsubscribeStatus } from '@/shared/contracts/notifications';
import { apiFetch } from '@/web/lib/api-client';
import { unsubscribePath, unsubscribeStatusQueryOptions } from './get-unsubscribe-status';

/** Turns the link's toggle off; using the link again answers the same. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<UnsubscribeStatus>(unsubscribePath(token), { method: 'POST' }),
    onSuccess: (status) => queryClient.setQueryData(unsubscribeStatusQueryOptions(token).queryKey, status),
  });
}
