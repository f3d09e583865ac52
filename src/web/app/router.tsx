import { createBrowserRouter, type RouteObject } from 'react-router';
import { type StandalonePage, standalonePageUrls } from '@/shared/page-urls';
import { publicRoutes } from '@/web/features/public-site/routes';
import { keyThisHistoryEntry } from './history-entry-key';
import { NotFoundPage } from './not-found-page';
import { adminPages, clientPages, type PortalPage, portalShells } from './portal-pages';
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

/** The pages outside both dashboards, one for each URL of the shared table. */
const standalonePages: Record<StandalonePage, LazyRoute> = {
  login: () => import('@/web/features/accounts/login-page').then((m) => ({ Component: m.LoginPage })),
  forgotPassword: () =>
    import('@/web/features/password-reset/forgot-password-page').then((m) => ({
      Component: m.ForgotPasswordPage,
    })),
  resetPassword: () =>
    import('@/web/features/password-reset/reset-password-page').then((m) => ({
      Component: m.ResetPasswordPage,
    })),
  unsubscribe: () =>
    import('@/web/features/notification-emails/unsubscribe-page').then((m) => ({
      Component: m.UnsubscribePage,
    })),
  invite: () =>
    import('@/web/features/invites/invite-register-page').then((m) => ({
      Component: m.InviteRegisterPage,
    })),
  purchaseOnboarding: () =>
    import('@/web/features/purchase/purchase-onboarding-page').then((m) => ({
      Component: m.PurchaseOnboardingPage,
    })),
  testCheckout: () =>
    import('@/web/features/purchase/test-checkout-page').then((m) => ({ Component: m.TestCheckoutPage })),
  adminLogin: () =>
    import('@/web/features/accounts/admin-login-page').then((m) => ({ Component: m.AdminLoginPage })),
  devMail: () => import('@/web/features/dev-mail/dev-mail-page').then((m) => ({ Component: m.DevMailPage })),
};

keyThisHistoryEntry();
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    HydrateFallback: RootFallback,
    ErrorBoundary: RouteError,
    children: [
      ...publicRoutes,
      ...Object.entries(standalonePages).map(([page, lazy]) => ({
        path: standalonePageUrls[page as StandalonePage],
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
