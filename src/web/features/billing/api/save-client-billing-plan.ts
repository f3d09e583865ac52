import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingPlan, BillingPlanInput } from '@/shared/contracts/billing';
import { api } from '@/web/lib/api-client';
import { type ClientBillingPlanAnswer, clientBillingPlanQueryOptions } from './get-client-billing-plan';

/** Staff set a client's plan, budget and spend, the whole plan at once (PUT). */
export function useSaveClientBillingPlan(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BillingPlanInput) =>
      api.put<BillingPlan>(`/api/admin/clients/${encodeURIComponent(clientId)}/billing-plan`, input),
    onSuccess: (plan) => {
      // The answer is the plan as stored: the card shows it at once, keeping the default currency read.
      queryClient.setQueryData(
        clientBillingPlanQueryOptions(clientId).queryKey,
        (answer: ClientBillingPlanAnswer | undefined) => ({
          defaultCurrency: answer?.defaultCurrency ?? plan.currency,
          plan,
        }),
      );
    },
  });
}
