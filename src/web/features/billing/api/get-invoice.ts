import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientInvoice } from '@/shared/contracts/billing';
import { api } from '@/web/lib/api-client';

/** One of the company's invoices, read afresh when it is opened (it may have been paid or voided since). */
export const myInvoiceQueryOptions = (invoiceId: string) =>
  queryOptions({
    queryKey: ['billing', 'mine', 'invoices', invoiceId],
    queryFn: ({ signal }) =>
      api.get<ClientInvoice>(`/api/billing/invoices/${encodeURIComponent(invoiceId)}`, signal),
  });

/** `shown` is the invoice as the list has it, on screen at once while the fresh copy loads. */
export function useMyInvoice(invoiceId: string, shown?: ClientInvoice) {
  return useQuery({ ...myInvoiceQueryOptions(invoiceId), placeholderData: shown });
}
