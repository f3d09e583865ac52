import { useQuery } from '@tanstack/react-query';
import type { BillingPlan } from '@/shared/contracts/profile';
import { api } from '@/web/lib/api-client';

export function useBillingPlan() {
  return useQuery({
    queryKey: ['billing-plan'],
    queryFn: ({ signal }) => api.get<BillingPlan>('/api/billing/plan', signal),
  });
}
