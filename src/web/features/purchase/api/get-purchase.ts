import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Purchase } from '@/shared/contracts/purchases';
import { api } from '@/web/lib/api-client';

export const purchaseQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['purchase', sessionId],
    queryFn: ({ signal }) => api.get<Purchase>(`/api/purchases/${encodeURIComponent(sessionId)}`, signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: sessionId !== '',
  });

/** Whether the checkout is paid and not yet turned into an account; prefills the buyer's email. */
export function usePurchase(sessionId: string) {
  return useQuery(purchaseQueryOptions(sessionId));
}
