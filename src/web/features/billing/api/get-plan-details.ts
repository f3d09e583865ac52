import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingPlan } from '@/shared/contracts/billing';
import { api } from '@/web/lib/api-client';

type PlanDetails = { plan: BillingPlan | null; defaultCurrency: string };

/** The company's plan as the agency set it, with its ad budget; null until the agency sets one (issue 50). */
export const planDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'mine', 'plan'],
    queryFn: ({ signal }) => api.get<PlanDetails>('/api/billing/plan-details', signal),
  });

export function usePlanDetails() {
  return useQuery(planDetailsQueryOptions());
}
