import type { ComponentType } from 'react';
import type { PublicPath } from './seo/public-pages';

type PageModule = {
  /** The module's source file, for scripts/prerender.ts to find its chunks (it fails if this is stale). */
  source: string;
  load: () => Promise<ComponentType>;
};

const dir = 'src/web/features/public-site';

/** Each public page's code, loaded on demand so no visitor downloads pages they do not open. */
export const pageModules: Record<PublicPath, PageModule> = {
  '/': {
    source: `${dir}/landing/landing-page.tsx`,
    load: () => import('./landing/landing-page').then((m) => m.LandingPage),
  },
  '/launch-readiness': {
    source: `${dir}/quiz/quiz-page.tsx`,
    load: () => import('./quiz/quiz-page').then((m) => m.QuizPage),
  },
  '/case-study/entrives': {
    source: `${dir}/case-study/case-study-page.tsx`,
    load: () => import('./case-study/case-study-page').then((m) => m.CaseStudyPage),
  },
  '/payment-success': {
    source: `${dir}/payment/payment-success-page.tsx`,
    load: () => import('./payment/payment-success-page').then((m) => m.PaymentSuccessPage),
  },
  '/payment-canceled': {
    source: `${dir}/payment/payment-canceled-page.tsx`,
    load: () => import('./payment/payment-canceled-page').then((m) => m.PaymentCanceledPage),
  },
};
