import { createBrowserRouter, type RouteObject } from 'react-router';
import { type StandalonePage, standalonePageUrls } from '@/shared/page-urls';
import { publicRoutes } from '@/web/features/public-site/routes';
import { type AuthPagePattern, authPages } from './auth-pages';
import { keyThisHistoryEntry } from './history-entry-key';
import { NotFoundPage } from './not-found-page';
import { adminPages, clientPages, type PortalPage } from './portal-pages';
import { portalShells } from './portal-shells';
import { RootFallback, RootLayout } from './root-layout';
import { RouteError } from './route-error';

/*
 * Every portal page is lazy: a visitor of the public site never downloads login or dashboard code, and
 * each dashboard page loads when first opened.
 */
const childRoutes = (pages: Record<string, PortalPage>, base: '/dashboard' | '/admin'): RouteObject[] => [
  ...Object.entries(pages).map(([path, { load }]) =>
    path === base ? { index: true, lazy: load } : { path: path.slice(base.length + 1), lazy: load },
  ),
  // An unknown URL under a dashboard is the not-found page inside its shell, its sidebar still there.
  { path: '*', element: <NotFoundPage inShell={base} /> },
];

type LazyRoute = NonNullable<RouteObject['lazy']>;

/** The standalone pages whose URL is a sign-in page's: their routes come from auth-pages.ts. */
type SignInPage = {
  [Page in StandalonePage]: (typeof standalonePageUrls)[Page] extends AuthPagePattern ? Page : never;
}[StandalonePage];
type OtherStandalonePage = Exclude<StandalonePage, SignInPage>;

/** The other pages outside both dashboards: with the sign-in pages, one for each URL of the shared table. */
const otherStandalonePages: Record<OtherStandalonePage, LazyRoute> = {
  unsubscribe: () =>
    import('@/web/features/notification-emails/unsubscribe-page').then((m) => ({
      Component: m.UnsubscribePage,
    })),
  purchaseOnboarding: () =>
    import('@/web/features/purchase/purchase-onboarding-page').then((m) => ({
      Component: m.PurchaseOnboardingPage,
    })),
  testCheckout: () =>
    import('@/web/features/purchase/test-checkout-page').then((m) => ({ Component: m.TestCheckoutPage })),
  devMail: () => import('@/web/features/dev-mail/dev-mail-page').then((m) => ({ Component: m.DevMailPage })),
  // A guest reviewer's link to one review: its own chunk, never prerendered (it is one person's).
  guestReview: () =>
    import('@/web/features/reviews/guest-review-page').then((m) => ({ Component: m.GuestReviewPage })),
};

keyThisHistoryEntry();
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    HydrateFallback: RootFallback,
    ErrorBoundary: RouteError,
    children: [
      ...publicRoutes,
      ...Object.entries(authPages).map(([path, { load }]) => ({ path, lazy: load })),
      ...Object.entries(otherStandalonePages).map(([page, lazy]) => ({
        path: standalonePageUrls[page as OtherStandalonePage],
        lazy,
      })),
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
