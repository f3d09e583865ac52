import type { ComponentType } from 'react';

export type PageLoader = () => Promise<{ Component: ComponentType }>;

/*
 * The dashboards' pages by URL, each loaded when first opened (or prefetched on intent, see
 * route-prefetch.ts). router.tsx builds its routes from these, so both load the very same chunks.
 */
export const clientPages = {
  '/dashboard': () =>
    import('@/web/features/overview/overview-page').then((m) => ({ Component: m.OverviewPage })),
  '/dashboard/onboarding': () =>
    import('@/web/features/onboarding/onboarding-page').then((m) => ({ Component: m.OnboardingPage })),
  '/dashboard/tasks': () =>
    import('@/web/features/tasks/client-tasks-page').then((m) => ({ Component: m.ClientTasksPage })),
  '/dashboard/updates': () =>
    import('@/web/features/updates/client-updates-page').then((m) => ({ Component: m.ClientUpdatesPage })),
  '/dashboard/chat': () =>
    import('@/web/features/chat/client-chat-page').then((m) => ({ Component: m.ClientChatPage })),
  '/dashboard/reports': () =>
    import('./pages/client-reports-page').then((m) => ({ Component: m.ClientReportsCompositionPage })),
  '/dashboard/refer': () =>
    import('@/web/features/referrals/refer-page').then((m) => ({ Component: m.ReferPage })),
  '/dashboard/billing': () =>
    import('@/web/features/billing/billing-page').then((m) => ({ Component: m.BillingPage })),
  '/dashboard/settings': () =>
    import('@/web/features/profile/settings-page').then((m) => ({ Component: m.SettingsPage })),
} satisfies Record<string, PageLoader>;

export const adminPages = {
  '/admin': () =>
    import('@/web/features/clients/client-management-page').then((m) => ({
      Component: m.ClientManagementPage,
    })),
  '/admin/client/:clientId': () =>
    import('./pages/admin-client-page').then((m) => ({ Component: m.AdminClientPage })),
  '/admin/messages': () =>
    import('@/web/features/chat/admin-messages-page').then((m) => ({ Component: m.AdminMessagesPage })),
  '/admin/tasks': () =>
    import('@/web/features/tasks/tasks-manager-page').then((m) => ({ Component: m.TasksManagerPage })),
  '/admin/reports': () =>
    import('@/web/features/files/reports-files-page').then((m) => ({ Component: m.ReportsFilesPage })),
  '/admin/referrals': () =>
    import('@/web/features/referrals/referrals-management-page').then((m) => ({
      Component: m.ReferralsManagementPage,
    })),
  '/admin/applications': () =>
    import('@/web/features/applications/applications-page').then((m) => ({
      Component: m.ApplicationsPage,
    })),
  '/admin/settings': () =>
    import('./pages/admin-settings-page').then((m) => ({ Component: m.AdminSettingsRoute })),
} satisfies Record<string, PageLoader>;
