import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingPlan } from '@/shared/contracts/profile';
import { api } from '@/web/lib/api-client';

export const billingPlanQueryOptions = () =>
  queryOptions({
    queryKey: ['billing-plan'],
    queryFn: ({ signal }) => api.get<BillingPlan>('/api/billing/plan', signal),
  });

export function useBillingPlan() {
  return useQuery(billingPlanQueryOptions());
}
