import { createBrowserRouter, type RouteObject } from 'react-router';
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
      {
        path: '/login',
        lazy: () => import('@/web/features/accounts/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: '/forgot-password',
        lazy: () =>
          import('@/web/features/password-reset/forgot-password-page').then((m) => ({
            Component: m.ForgotPasswordPage,
          })),
      },
      {
        path: '/reset-password',
        lazy: () =>
          import('@/web/features/password-reset/reset-password-page').then((m) => ({
            Component: m.ResetPasswordPage,
          })),
      },
      {
        path: '/unsubscribe',
        lazy: () =>
          import('@/web/features/notification-emails/unsubscribe-page').then((m) => ({
            Component: m.UnsubscribePage,
          })),
      },
      {
        path: '/invite/:token',
        lazy: () =>
          import('@/web/features/invites/invite-register-page').then((m) => ({
            Component: m.InviteRegisterPage,
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
        path: '/admin/login',
        lazy: () =>
          import('@/web/features/accounts/admin-login-page').then((m) => ({ Component: m.AdminLoginPage })),
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
