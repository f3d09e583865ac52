import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clientSearchQueryOptions } from './get-clients';

/**
 * A client picker's matches for a search: the first page, asked only while its list is open, so a page
 * that holds a picker loads no client until someone opens it. A new search keeps showing the last answer
 * until its own arrives; an answer stays fresh for half a minute (a registration refreshes it anyway,
 * through the 'clients' event topic).
 */
export function useClientChoices(search: string, enabled: boolean) {
  return useQuery({
    ...clientSearchQueryOptions(search),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
