import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '@/shared/contracts/billing';
import { api } from '@/web/lib/api-client';
import { putInvoice } from './invoice-cache';

/** Draft → sent: the server numbers it, stores its totals and dates it due after its net terms. */
export function useSendInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: string) =>
      api.post<Invoice>(`/api/admin/invoices/${encodeURIComponent(invoiceId)}/send`),
    onSuccess: (invoice) => putInvoice(queryClient, invoice),
  });
}
