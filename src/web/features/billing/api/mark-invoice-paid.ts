import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '@/shared/contracts/billing';
import { api } from '@/web/lib/api-client';
import { putInvoice } from './invoice-cache';

/** Sent → paid, for a payment that came outside the portal (a bank transfer), with staff's note on it. */
export function useMarkInvoicePaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, note }: { invoiceId: string; note: string | null }) =>
      api.post<Invoice>(`/api/admin/invoices/${encodeURIComponent(invoiceId)}/mark-paid`, { note }),
    onSuccess: (invoice) => putInvoice(queryClient, invoice),
  });
}
