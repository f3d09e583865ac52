import type { StandalonePage, standalonePageUrls } from '@/shared/page-urls';
import type { PortalPage } from './portal-pages';

/*
 * The pages a person signs in, registers or resets a password on. Besides their route (router.tsx), each is
 * prerendered with its form at build (prerender/entry-server.tsx, scripts/prerender-portal.ts): a phone
 * shows the form at once and the app takes over when it has loaded (decision 033).
 */
export const authPages = {
  '/login': {
    source: 'src/web/features/accounts/login-page.tsx',
    load: () => import('@/web/features/accounts/login-page').then((m) => ({ Component: m.LoginPage })),
  },
  '/admin/login': {
    source: 'src/web/features/accounts/admin-login-page.tsx',
    load: () =>
      import('@/web/features/accounts/admin-login-page').then((m) => ({ Component: m.AdminLoginPage })),
  },
  '/forgot-password': {
    source: 'src/web/features/password-reset/forgot-password-page.tsx',
    load: () =>
      import('@/web/features/password-reset/forgot-password-page').then((m) => ({
        Component: m.ForgotPasswordPage,
      })),
  },
  '/reset-password': {
    source: 'src/web/features/password-reset/reset-password-page.tsx',
    load: () =>
      import('@/web/features/password-reset/reset-password-page').then((m) => ({
        Component: m.ResetPasswordPage,
      })),
  },
  '/invite/:token': {
    source: 'src/web/features/invites/invite-register-page.tsx',
    load: () =>
      import('@/web/features/invites/invite-register-page').then((m) => ({
        Component: m.InviteRegisterPage,
      })),
  },
  // Each is one of the shared table's standalone pages, so the server answers it with 200.
} satisfies Partial<Record<(typeof standalonePageUrls)[StandalonePage], PortalPage>>;

export type AuthPagePattern = keyof typeof authPages;
