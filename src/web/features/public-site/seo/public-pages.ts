import type { PublicPageUrl } from '@/shared/page-urls';

// The public pages that are prerendered to static HTML, listed in the sitemap and given their own
// title, description and Open Graph tags (SPEC §2 "Routes"). Titles are unique per page for search results.
export type PublicPage = {
  path: PublicPageUrl;
  title: string;
  description: string;
  /** Pages only reached after a payment say nothing useful to a search engine. */
  indexable: boolean;
};

export const siteName = 'Agency Portal';

export const publicPages = [
  {
    path: '/',
    title: 'Agency Portal | Growth marketing partner for founders',
    description:
      'Positioning, funnels, content and campaigns for founders who want to launch and grow. 50+ businesses partnered, 1000+ hours saved with automation. Book your free strategy call.',
    indexable: true,
  },
  {
    path: '/launch-readiness',
    title: 'Launch-readiness quiz | Agency Portal',
    description:
      'Eight questions, two minutes: score your positioning, audience, offer, funnel, content, email list, analytics and budget, and learn what to fix before you launch.',
    indexable: true,
  },
  {
    path: '/case-study/entrives',
    title: 'Case study: Entrives, 20+ signups in 2 days | Agency Portal',
    description:
      'How Entrives went from a quiet pre-launch to 20+ signups in 2 days and 60+ warm leads with a focused positioning, funnel and launch campaign.',
    indexable: true,
  },
  {
    path: '/payment-success',
    title: 'Payment received | Agency Portal',
    description: 'Your payment went through. A confirmation email is on its way.',
    indexable: false,
  },
  {
    path: '/payment-canceled',
    title: 'Payment canceled | Agency Portal',
    description: 'Your payment was canceled and no charge was made.',
    indexable: false,
  },
] as const satisfies readonly PublicPage[];

/** Every public page's URL, from the table the server also answers with 200. */
export type PublicPath = PublicPageUrl;

export function publicPage(path: PublicPath): PublicPage {
  const page = publicPages.find((p) => p.path === path);
  if (!page) throw new Error(`No public page ${path}`);
  return page;
}
