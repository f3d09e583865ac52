import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '@/shared/contracts/billing';
import { api } from '@/web/lib/api-client';
import { putInvoice } from './invoice-cache';

/** Sent → void: a sent invoice is never changed; it is voided and a new one issued. */
export function useVoidInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: string) =>
      api.post<Invoice>(`/api/admin/invoices/${encodeURIComponent(invoiceId)}/void`),
    onSuccess: (invoice) => putInvoice(queryClient, invoice),
  });
}
