import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice, InvoiceInput } from '@/shared/contracts/billing';
import { api } from '@/web/lib/api-client';
import { putInvoice } from './invoice-cache';

/** Drafts an invoice for a client; it gets its number only when sent. */
export function useCreateInvoice(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvoiceInput) =>
      api.post<Invoice>(`/api/admin/clients/${encodeURIComponent(clientId)}/invoices`, input),
    onSuccess: (invoice) => putInvoice(queryClient, invoice),
  });
}
