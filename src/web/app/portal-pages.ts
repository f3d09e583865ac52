import type { ComponentType } from 'react';
import type { AdminPageUrl, ClientPageUrl } from '@/shared/page-urls';

export type PageLoader = () => Promise<{ Component: ComponentType }>;

export type PortalPage = {
  /** The module's source file: scripts/portal-preloads.ts finds its chunks by it (and fails if it is stale). */
  source: string;
  load: PageLoader;
};

/*
 * The dashboards' pages by URL, each loaded when first opened (or prefetched on intent, see
 * route-prefetch.ts). router.tsx builds its routes from these, so both load the very same chunks. Their
 * URLs are the shared table's (page-urls.ts), which the server also answers with 200: each is here once.
 */
export const clientPages = {
  '/dashboard': {
    source: 'src/web/app/pages/overview-page.tsx',
    load: () => import('./pages/overview-page').then((m) => ({ Component: m.OverviewCompositionPage })),
  },
  '/dashboard/onboarding': {
    source: 'src/web/features/onboarding/onboarding-page.tsx',
    load: () =>
      import('@/web/features/onboarding/onboarding-page').then((m) => ({ Component: m.OnboardingPage })),
  },
  '/dashboard/tasks': {
    source: 'src/web/features/tasks/client-tasks-page.tsx',
    load: () =>
      import('@/web/features/tasks/client-tasks-page').then((m) => ({ Component: m.ClientTasksPage })),
  },
  '/dashboard/approvals': {
    source: 'src/web/features/reviews/approvals-page.tsx',
    load: () => import('@/web/features/reviews/approvals-page').then((m) => ({ Component: m.ApprovalsPage })),
  },
  '/dashboard/approvals/:reviewId': {
    source: 'src/web/app/pages/review-pages.tsx',
    load: () => import('./pages/review-pages').then((m) => ({ Component: m.ClientReviewRoute })),
  },
  '/dashboard/updates': {
    source: 'src/web/features/updates/client-updates-page.tsx',
    load: () =>
      import('@/web/features/updates/client-updates-page').then((m) => ({ Component: m.ClientUpdatesPage })),
  },
  '/dashboard/chat': {
    source: 'src/web/features/chat/client-chat-page.tsx',
    load: () => import('@/web/features/chat/client-chat-page').then((m) => ({ Component: m.ClientChatPage })),
  },
  '/dashboard/reports': {
    source: 'src/web/app/pages/client-reports-page.tsx',
    load: () =>
      import('./pages/client-reports-page').then((m) => ({ Component: m.ClientReportsCompositionPage })),
  },
  '/dashboard/refer': {
    source: 'src/web/features/referrals/refer-page.tsx',
    load: () => import('@/web/features/referrals/refer-page').then((m) => ({ Component: m.ReferPage })),
  },
  '/dashboard/billing': {
    source: 'src/web/features/billing/billing-page.tsx',
    load: () => import('@/web/features/billing/billing-page').then((m) => ({ Component: m.BillingPage })),
  },
  '/dashboard/settings': {
    source: 'src/web/app/pages/client-settings-page.tsx',
    load: () => import('./pages/client-settings-page').then((m) => ({ Component: m.ClientSettingsRoute })),
  },
} satisfies Record<ClientPageUrl, PortalPage>;

export const adminPages = {
  '/admin': {
    source: 'src/web/features/clients/client-management-page.tsx',
    load: () =>
      import('@/web/features/clients/client-management-page').then((m) => ({
        Component: m.ClientManagementPage,
      })),
  },
  '/admin/client/:clientId': {
    source: 'src/web/app/pages/admin-client-page.tsx',
    load: () => import('./pages/admin-client-page').then((m) => ({ Component: m.AdminClientPage })),
  },
  '/admin/messages': {
    source: 'src/web/features/chat/admin-messages-page.tsx',
    load: () =>
      import('@/web/features/chat/admin-messages-page').then((m) => ({ Component: m.AdminMessagesPage })),
  },
  '/admin/tasks': {
    source: 'src/web/features/tasks/tasks-manager-page.tsx',
    load: () =>
      import('@/web/features/tasks/tasks-manager-page').then((m) => ({ Component: m.TasksManagerPage })),
  },
  '/admin/reviews': {
    source: 'src/web/features/reviews/staff-reviews-page.tsx',
    load: () =>
      import('@/web/features/reviews/staff-reviews-page').then((m) => ({ Component: m.StaffReviewsPage })),
  },
  '/admin/reviews/:reviewId': {
    source: 'src/web/app/pages/review-pages.tsx',
    load: () => import('./pages/review-pages').then((m) => ({ Component: m.AdminReviewRoute })),
  },
  '/admin/reports': {
    source: 'src/web/features/files/reports-files-page.tsx',
    load: () =>
      import('@/web/features/files/reports-files-page').then((m) => ({ Component: m.ReportsFilesPage })),
  },
  '/admin/referrals': {
    source: 'src/web/features/referrals/referrals-management-page.tsx',
    load: () =>
      import('@/web/features/referrals/referrals-management-page').then((m) => ({
        Component: m.ReferralsManagementPage,
      })),
  },
  '/admin/billing': {
    source: 'src/web/features/billing/receivables-page.tsx',
    load: () =>
      import('@/web/features/billing/receivables-page').then((m) => ({ Component: m.ReceivablesPage })),
  },
  '/admin/applications': {
    source: 'src/web/features/applications/applications-page.tsx',
    // An admin's alone: an account manager gets a notice instead (decision 043).
    load: () =>
      Promise.all([
        import('@/web/features/applications/applications-page'),
        import('./admins-only-page'),
      ]).then(([m, { adminsOnly }]) => ({ Component: adminsOnly(m.ApplicationsPage) })),
  },
  '/admin/settings': {
    source: 'src/web/app/pages/admin-settings-page.tsx',
    load: () => import('./pages/admin-settings-page').then((m) => ({ Component: m.AdminSettingsRoute })),
  },
  '/admin/security': {
    source: 'src/web/app/pages/staff-security-page.tsx',
    load: () => import('./pages/staff-security-page').then((m) => ({ Component: m.StaffSecurityRoute })),
  },
} satisfies Record<AdminPageUrl, PortalPage>;
