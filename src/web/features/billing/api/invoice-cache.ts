import type { QueryClient } from '@tanstack/react-query';
import type { Invoice } from '@/shared/contracts/billing';
import { clientInvoicesQueryOptions } from './get-client-invoices';

/**
 * After a write that answered the invoice: it replaces its row in the client's list at once (a new one
 * goes first, the list being newest first), then the list is read again for anything else that moved.
 */
export function putInvoice(queryClient: QueryClient, invoice: Invoice) {
  const { queryKey } = clientInvoicesQueryOptions(invoice.clientId);
  queryClient.setQueryData(queryKey, (list) => {
    if (!list) return list;
    return list.some((one) => one.id === invoice.id)
      ? list.map((one) => (one.id === invoice.id ? invoice : one))
      : [invoice, ...list];
  });
  return queryClient.invalidateQueries({ queryKey });
}
