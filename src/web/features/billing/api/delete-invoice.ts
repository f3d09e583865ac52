import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { clientInvoicesQueryOptions } from './get-client-invoices';

/** Deletes a draft (a sent invoice is voided instead: the server answers 409). */
export function useDeleteInvoice(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoiceId: string) =>
      api.delete<void>(`/api/admin/invoices/${encodeURIComponent(invoiceId)}`),
    onSuccess: (_nothing, invoiceId) => {
      const { queryKey } = clientInvoicesQueryOptions(clientId);
      queryClient.setQueryData(queryKey, (list) => list?.filter((one) => one.id !== invoiceId));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
