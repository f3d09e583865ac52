import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '@/web/lib/auth/me-query';

const areaOfRole = { client: '/dashboard', admin: '/admin' } as const;

/**
 * On a full load of a portal page, asks who is signed in at once and, when the page is in that user's
 * area, fetches the page's first data as soon as the answer comes: both arrive while the page's code is
 * still downloading, instead of one after the other once it has run. Anything that fails here is simply
 * asked again by the page.
 */
export function startFirstLoad(queryClient: QueryClient, path: string) {
  void queryClient
    .fetchQuery(meQueryOptions)
    .then(async (me) => {
      const area = me?.role ? areaOfRole[me.role] : undefined;
      if (!area || (path !== area && !path.startsWith(`${area}/`))) return;
      const { pageData } = await import('./route-data');
      await pageData[path]?.(queryClient);
    })
    .catch(() => undefined);
}
