import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invoice } from '@/shared/contracts/billing';
import { api } from '@/web/lib/api-client';
import { staffBillingKey } from './get-client-billing-plan';

/** A client's invoices as staff see them, drafts included, newest first. */
export const clientInvoicesQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: [...staffBillingKey(clientId), 'invoices'],
    queryFn: async ({ signal }) =>
      (
        await api.get<{ invoices: Invoice[] }>(
          `/api/admin/clients/${encodeURIComponent(clientId)}/invoices`,
          signal,
        )
      ).invoices,
  });

export function useClientInvoices(clientId: string) {
  return useQuery(clientInvoicesQueryOptions(clientId));
}
