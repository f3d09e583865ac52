import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminPages, clientPages, type PortalPage } from './portal-pages';

const pages: Record<string, PortalPage> = { ...clientPages, ...adminPages };

// What each page fetches first (route-data.ts) loads with the first intent, not with the shell.
const loadPageData = () => import('./route-data').then((m) => m.pageData);

/**
 * For a sidebar link's hover and focus: starts loading the page's code and its first data together, so
 * the click finds both ready. A failed prefetch is forgotten; the page loads as usual on the click.
 */
export function usePrefetchRoute() {
  const queryClient = useQueryClient();
  return useCallback(
    (path: string) => {
      void pages[path]?.load().catch(() => undefined);
      void loadPageData()
        .then((pageData) => pageData[path]?.(queryClient))
        .catch(() => undefined);
    },
    [queryClient],
  );
}
