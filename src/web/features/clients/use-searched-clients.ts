import { useState } from 'react';
import { useClientPages } from '@/web/lib/clients/clients-query';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';

/**
 * SPEC §2 'Search clients...': what the admin types, searched in the database once typing pauses, and the
 * pages of matching clients loaded so far (an agency's thousands of clients arrive a page at a time).
 */
export function useSearchedClients() {
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim());
  const pages = useClientPages(search);
  const loaded = pages.data?.pages.flatMap((page) => page.clients) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;
  return { query, setQuery, search, pages, loaded, total };
}

export type SearchedClients = ReturnType<typeof useSearchedClients>;
