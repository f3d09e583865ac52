import { useMutation } from '@tanstack/react-query';
import type { InvoiceCheckout } from '@/shared/contracts/billing';
import { api } from '@/web/lib/api-client';

/** Asks where to pay a sent invoice: Stripe's page to go to, or the test checkout. Nothing is paid yet. */
export function useStartInvoiceCheckout() {
  return useMutation({
    mutationFn: (invoiceId: string) =>
      api.post<InvoiceCheckout>(`/api/billing/invoices/${encodeURIComponent(invoiceId)}/checkout`),
  });
}
