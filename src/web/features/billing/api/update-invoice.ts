import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice, InvoiceInput } from '@/shared/contracts/billing';
import { api } from '@/web/lib/api-client';
import { putInvoice } from './invoice-cache';

/** Replaces a draft's content; the server refuses (409) once it has been sent. */
export function useUpdateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, input }: { invoiceId: string; input: InvoiceInput }) =>
      api.patch<Invoice>(`/api/admin/invoices/${encodeURIComponent(invoiceId)}`, input),
    onSuccess: (invoice) => putInvoice(queryClient, invoice),
  });
}
