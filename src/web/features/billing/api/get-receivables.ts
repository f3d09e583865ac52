import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReceivablesAnswer } from '@/shared/contracts/receivables';
import type { ReceivableFilter } from '@/shared/domain/receivables';
import { api } from '@/web/lib/api-client';

export type ReceivablesFilters = { state: ReceivableFilter; clientId: string };

/** The filters as the API reads them: an empty client means every client, so it is left out. */
function receivablesSearch({ state, clientId }: ReceivablesFilters) {
  const search = new URLSearchParams({ state });
  if (clientId) search.set('clientId', clientId);
  return search;
}

/** The agency's receivables (issue 50): the cards, the client filter's choices and the matching invoices. */
export const receivablesQueryOptions = (filters: ReceivablesFilters) =>
  queryOptions({
    queryKey: ['billing', 'receivables', filters],
    queryFn: ({ signal }) =>
      api.get<ReceivablesAnswer>(`/api/admin/billing/receivables?${receivablesSearch(filters)}`, signal),
  });

/** While a new filter loads, the last answer stays on screen rather than the page flashing placeholders. */
export function useReceivables(filters: ReceivablesFilters) {
  return useQuery({ ...receivablesQueryOptions(filters), placeholderData: keepPreviousData });
}

/** The CSV of the same filters, downloaded by a plain link (the session cookie goes with it). */
export const receivablesCsvUrl = (filters: ReceivablesFilters) =>
  `/api/admin/billing/receivables.csv?${receivablesSearch(filters)}`;
