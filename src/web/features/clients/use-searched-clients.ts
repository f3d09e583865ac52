import { useMemo, useState } from 'react';
import { useClientPages } from '@/web/lib/clients/get-clients';
import { uniqueBy } from '@/web/lib/unique-by';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';

/**
 * SPEC §2 'Search clients...': what the admin types, searched in the database once typing pauses, and the
 * pages of matching clients loaded so far (an agency's thousands of clients arrive a page at a time).
 * `mine` narrows them to the caller's own clients ('My clients', decision 043).
 */
export function useSearchedClients({ mine = false }: { mine?: boolean } = {}) {
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim());
  const pages = useClientPages(search, mine);
  const loaded = useMemo(
    () =>
      uniqueBy(
        (pages.data?.pages ?? []).flatMap((page) => page.clients),
        (client) => client.id,
      ),
    [pages.data],
  );
  const total = pages.data?.pages[0]?.total ?? 0;
  return { query, setQuery, search, pages, loaded, total };
}

export type SearchedClients = ReturnType<typeof useSearchedClients>;
