import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingPlan } from '@/shared/contracts/billing';
import { api } from '@/web/lib/api-client';

export type ClientBillingPlanAnswer = { plan: BillingPlan | null; defaultCurrency: string };

/** Staff's keys for one client's billing; the client's own side keys under ['billing', 'mine']. */
export const staffBillingKey = (clientId: string) => ['billing', 'staff', clientId] as const;

/**
 * A client's plan as staff see it (issue 50): null until one is set, with the agency's default currency,
 * which a new plan or invoice starts in.
 */
export const clientBillingPlanQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: [...staffBillingKey(clientId), 'plan'],
    queryFn: ({ signal }) =>
      api.get<ClientBillingPlanAnswer>(
        `/api/admin/clients/${encodeURIComponent(clientId)}/billing-plan`,
        signal,
      ),
  });

export function useClientBillingPlan(clientId: string) {
  return useQuery(clientBillingPlanQueryOptions(clientId));
}
