import { createBrowserRouter, type RouteObject } from 'react-router';
import { publicRoutes } from '@/web/features/public-site/routes';
import { NotFoundPage } from './not-found-page';
import { RootFallback, RootLayout } from './root-layout';
import { RouteError } from './route-error';

/*
 * Every portal page is lazy: a visitor of the public site never downloads login or dashboard code, and
 * each dashboard page loads when first opened. A page module is swapped in here once its feature exists.
 */
const clientPages: RouteObject[] = [
  {
    index: true,
    lazy: () => import('@/web/features/overview/overview-page').then((m) => ({ Component: m.OverviewPage })),
  },
  {
    path: 'onboarding',
    lazy: () =>
      import('@/web/features/onboarding/onboarding-page').then((m) => ({ Component: m.OnboardingPage })),
  },
  {
    path: 'tasks',
    lazy: () =>
      import('@/web/features/tasks/client-tasks-page').then((m) => ({ Component: m.ClientTasksPage })),
  },
  {
    path: 'updates',
    lazy: () =>
      import('@/web/features/updates/client-updates-page').then((m) => ({ Component: m.ClientUpdatesPage })),
  },
  {
    path: 'chat',
    lazy: () => import('@/web/features/chat/client-chat-page').then((m) => ({ Component: m.ClientChatPage })),
  },
  {
    path: 'reports',
    lazy: () =>
      import('./pages/client-reports-page').then((m) => ({ Component: m.ClientReportsCompositionPage })),
  },
  {
    path: 'refer',
    lazy: () => import('@/web/features/referrals/refer-page').then((m) => ({ Component: m.ReferPage })),
  },
  {
    path: 'billing',
    lazy: () => import('@/web/features/billing/billing-page').then((m) => ({ Component: m.BillingPage })),
  },
  {
    path: 'settings',
    lazy: () => import('@/web/features/profile/settings-page').then((m) => ({ Component: m.SettingsPage })),
  },
];

const adminPages: RouteObject[] = [
  {
    index: true,
    lazy: () =>
      import('@/web/features/clients/client-management-page').then((m) => ({
        Component: m.ClientManagementPage,
      })),
  },
  {
    path: 'client/:clientId',
    lazy: () => import('./pages/admin-client-page').then((m) => ({ Component: m.AdminClientPage })),
  },
  {
    path: 'messages',
    lazy: () =>
      import('@/web/features/chat/admin-messages-page').then((m) => ({ Component: m.AdminMessagesPage })),
  },
  {
    path: 'tasks',
    lazy: () =>
      import('@/web/features/tasks/tasks-manager-page').then((m) => ({ Component: m.TasksManagerPage })),
  },
  {
    path: 'reports',
    lazy: () =>
      import('@/web/features/files/reports-files-page').then((m) => ({ Component: m.ReportsFilesPage })),
  },
  {
    path: 'referrals',
    lazy: () =>
      import('@/web/features/referrals/referrals-management-page').then((m) => ({
        Component: m.ReferralsManagementPage,
      })),
  },
  {
    path: 'applications',
    lazy: () =>
      import('@/web/features/applications/applications-page').then((m) => ({
        Component: m.ApplicationsPage,
      })),
  },
  {
    path: 'settings',
    lazy: () => import('./pages/admin-settings-page').then((m) => ({ Component: m.AdminSettingsRoute })),
  },
];

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
        lazy: () => import('./shell/client-shell').then((m) => ({ Component: m.ClientShell })),
        children: clientPages,
      },
      {
        path: '/admin',
        lazy: () => import('./shell/admin-shell').then((m) => ({ Component: m.AdminShell })),
        children: adminPages,
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
