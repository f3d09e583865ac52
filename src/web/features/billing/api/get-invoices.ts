import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientInvoice } from '@/shared/contracts/billing';
import { api } from '@/web/lib/api-client';

/** The company's sent invoices, newest first (the server never gives a client a draft). */
export const myInvoicesQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'mine', 'invoices'],
    queryFn: async ({ signal }) =>
      (await api.get<{ invoices: ClientInvoice[] }>('/api/billing/invoices', signal)).invoices,
  });

/**
 * With `confirmingId` (a payer back from the checkout), the list is asked again every few seconds until
 * that invoice shows paid: the provider's webhook, which marks it, may arrive after the payer does.
 */
export function useMyInvoices({ confirmingId }: { confirmingId?: string | null } = {}) {
  return useQuery({
    ...myInvoicesQueryOptions(),
    refetchInterval: (query) => {
      if (!confirmingId) return false;
      const invoice = query.state.data?.find((one) => one.id === confirmingId);
      return invoice?.displayState === 'paid' ? false : 3_000;
    },
  });
}
