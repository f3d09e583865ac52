import type { PortalPage } from './portal-pages';

/*
 * The frame around each area's pages, by the area's URL, loaded with the area's first page. Apart from
 * portal-pages.ts because the shells prefetch pages on intent (route-prefetch.ts reads that table): one
 * file with both would import itself through the shells.
 */
export const portalShells = {
  '/dashboard': {
    source: 'src/web/app/shell/client-shell.tsx',
    load: () => import('./shell/client-shell').then((m) => ({ Component: m.ClientShell })),
  },
  '/admin': {
    source: 'src/web/app/shell/admin-shell.tsx',
    load: () => import('./shell/admin-shell').then((m) => ({ Component: m.AdminShell })),
  },
} satisfies Record<string, PortalPage>;
