// Every page's URL (SPEC §2 "Routes"), in one table for both sides: the web router builds its routes from
// it, and the server answers a URL that is in none of these with the not-found page and status 404.
// A ':name' part stands for any one non-empty path segment, as in the router.

/** The public site's pages, prerendered to static HTML. */
export const publicPageUrls = [
  '/',
  '/launch-readiness',
  '/case-study/entrives',
  '/payment-success',
  '/payment-canceled',
] as const;

/** Pages of their own, outside both dashboards. */
export const standalonePageUrls = {
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  unsubscribe: '/unsubscribe',
  invite: '/invite/:token',
  // Not in SPEC: a guest reviewer's link to one review (the review issue), confirmed by a code by email.
  guestReview: '/review/:token',
  purchaseOnboarding: '/onboarding',
  // Not in SPEC: stands in for the payment provider's checkout where there is none (not in production).
  testCheckout: '/test-checkout',
  adminLogin: '/admin/login',
  devMail: '/dev/mail',
} as const;

/** The client dashboard's pages, inside its shell. */
export const clientPageUrls = [
  '/dashboard',
  '/dashboard/onboarding',
  '/dashboard/tasks',
  '/dashboard/approvals',
  '/dashboard/approvals/:reviewId',
  '/dashboard/updates',
  '/dashboard/chat',
  '/dashboard/reports',
  '/dashboard/refer',
  '/dashboard/billing',
  '/dashboard/settings',
] as const;

/** The admin dashboard's pages, inside its shell. */
export const adminPageUrls = [
  '/admin',
  '/admin/client/:clientId',
  '/admin/messages',
  '/admin/tasks',
  '/admin/reviews',
  '/admin/reviews/:reviewId',
  '/admin/reports',
  '/admin/referrals',
  // Not in SPEC: the agency's receivables, every client's invoices (issue 50).
  '/admin/billing',
  '/admin/applications',
  '/admin/settings',
  // Not in SPEC: a staff member's own password, two-factor sign-in and sessions (decision 047).
  '/admin/security',
] as const;

export type PublicPageUrl = (typeof publicPageUrls)[number];
export type StandalonePage = keyof typeof standalonePageUrls;
export type ClientPageUrl = (typeof clientPageUrls)[number];
export type AdminPageUrl = (typeof adminPageUrls)[number];

const allPageUrls: readonly string[] = [
  ...publicPageUrls,
  ...Object.values(standalonePageUrls),
  ...clientPageUrls,
  ...adminPageUrls,
];

/**
 * Whether a request's path is a page with this URL pattern ('/admin/client/:clientId'). Like the router,
 * it ignores a trailing slash and the case of letters.
 */
export function matchesPageUrl(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = (path === '/' ? path : path.replace(/\/+$/, '')).split('/');
  return (
    want.length === got.length &&
    want.every((part, i) =>
      part.startsWith(':') ? got[i] !== '' : part.toLowerCase() === got[i]?.toLowerCase(),
    )
  );
}

/** Whether any page answers this path; every other path is the not-found page. */
export function isPageUrl(path: string): boolean {
  return allPageUrls.some((pattern) => matchesPageUrl(pattern, path));
}
