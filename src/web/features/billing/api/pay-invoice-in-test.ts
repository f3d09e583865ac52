import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientInvoice } from '@/shared/contracts/billing';
import { api } from '@/web/lib/api-client';
import { myInvoiceQueryOptions } from './get-invoice';

/** The test checkout's Pay: the server pays the whole total; the invoice and the list show it paid. */
export function usePayInvoiceInTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: string) =>
      api.post<ClientInvoice>(`/api/billing/invoices/${encodeURIComponent(invoiceId)}/test-payment`),
    onSuccess: (invoice) => {
      queryClient.setQueryData(myInvoiceQueryOptions(invoice.id).queryKey, invoice);
      return queryClient.invalidateQueries({ queryKey: ['billing', 'mine', 'invoices'], exact: true });
    },
  });
}
