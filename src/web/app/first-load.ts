import type { QueryClient } from '@tanstack/react-query';
import type { Role } from '@/shared/domain/roles';
import { meQueryOptions } from '@/web/lib/auth/get-me';
import { createQueryClient } from '@/web/lib/query-client';

/** Each role's area: an account manager works in the admin area, like an admin (decision 043). */
const areaOfRole = { client: '/dashboard', admin: '/admin', manager: '/admin' } as const satisfies Record<
  Role,
  string
>;

const inArea = (path: string, area: string) => path === area || path.startsWith(`${area}/`);

/**
 * On a full load of a dashboard page, asks who is signed in at once and, when the page is in that user's
 * area, fetches the page's first data as soon as the answer comes: both arrive while the page's code is
 * still downloading, instead of one after the other once it has run. Other pages (the login pages among
 * them) do not ask: a signed-out visitor's browser would log the refusal. Anything that fails here is
 * simply asked again by the page.
 */
function startFirstLoad(queryClient: QueryClient, path: string) {
  const guarded = Object.values(areaOfRole).some((area) => inArea(path, area)) && path !== '/admin/login';
  if (!guarded) return;
  void queryClient
    .fetchQuery(meQueryOptions)
    .then(async (me) => {
      if (!me?.role || !inArea(path, areaOfRole[me.role])) return;
      const { pageData } = await import('./route-data');
      await pageData[path]?.(queryClient);
    })
    .catch(() => undefined);
}

/**
 * The app's one query client. It is made, and the first load started, while the modules are still being
 * evaluated: main.tsx imports this module before the router and React, so `/api/me` leaves before the
 * router starts fetching the page's code and before React's first render.
 */
export const queryClient = createQueryClient();
startFirstLoad(queryClient, window.location.pathname);
