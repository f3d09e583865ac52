import { createBrowserRouter, type RouteObject } from 'react-router';
import { publicRoutes } from '@/web/features/public-site/routes';
import { authPages } from './auth-pages';
import { keyThisHistoryEntry } from './history-entry-key';
import { NotFoundPage } from './not-found-page';
import { adminPages, clientPages, type PortalPage, portalShells } from './portal-pages';
import { RootFallback, RootLayout } from './root-layout';
import { RouteError } from './route-error';

/*
 * Every portal page is lazy: a visitor of the public site never downloads login or dashboard code, and
 * each dashboard page loads when first opened.
 */
const childRoutes = (pages: Record<string, PortalPage>, base: string): RouteObject[] =>
  Object.entries(pages).map(([path, { load }]) =>
    path === base ? { index: true, lazy: load } : { path: path.slice(base.length + 1), lazy: load },
  );

keyThisHistoryEntry();
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    HydrateFallback: RootFallback,
    ErrorBoundary: RouteError,
    children: [
      ...publicRoutes,
      ...Object.entries(authPages).map(([path, { load }]) => ({ path, lazy: load })),
      {
        path: '/unsubscribe',
        lazy: () =>
          import('@/web/features/notification-emails/unsubscribe-page').then((m) => ({
            Component: m.UnsubscribePage,
          })),
      },
      {
        path: '/onboarding',
        lazy: () =>
          import('@/web/features/purchase/purchase-onboarding-page').then((m) => ({
            Component: m.PurchaseOnboardingPage,
          })),
      },
      {
        // Not in SPEC: stands in for the payment provider's checkout where there is none (not in production).
        path: '/test-checkout',
        lazy: () =>
          import('@/web/features/purchase/test-checkout-page').then((m) => ({
            Component: m.TestCheckoutPage,
          })),
      },
      {
        path: '/dashboard',
        lazy: portalShells['/dashboard'].load,
        children: childRoutes(clientPages, '/dashboard'),
      },
      {
        path: '/admin',
        lazy: portalShells['/admin'].load,
        children: childRoutes(adminPages, '/admin'),
      },
      {
        path: '/dev/mail',
        lazy: () =>
          import('@/web/features/dev-mail/dev-mail-page').then((m) => ({ Component: m.DevMailPage })),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
]);

/** Resolves once the router has loaded the first page's code, so the first render shows that page. */
export function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
