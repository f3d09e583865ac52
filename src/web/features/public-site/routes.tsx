import type { RouteObject } from 'react-router';
import { pageModules } from './page-loaders';

// For the portal's router: every public page is lazy, so the portal's bundle carries none of the public
// site. Visitors who land on a public page get the lighter prerendered entry instead (entry-client.tsx).
// Links out of these pages (log in, admin) are plain <a href>, because those routes are the portal's.
export const publicRoutes: RouteObject[] = [
  {
    id: 'public-site',
    lazy: () => import('./layout/portal-public-layout').then((m) => ({ Component: m.PortalPublicLayout })),
    children: Object.entries(pageModules).map(([path, { load }]) => ({
      path,
      lazy: () => load().then((Component) => ({ Component })),
    })),
  },
];
