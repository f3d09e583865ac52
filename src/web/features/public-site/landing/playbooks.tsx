import { ArrowRight, BadgeCheck, BookOpen } from 'lucide-react';
import { PageLink } from '../navigation/public-navigation';

/** SPEC §2: two playbook cards; the first links to the case study, the second only vouches. */
export function Playbooks() {
  return (
    <div className="mt-10 grid gap-6 md:grid-cols-2">
      <PageLink
        to="/case-study/entrives"
        className="group flex flex-col rounded-2xl border border-slate-200 bg-gradient-to-br from-brand-50 to-white p-8 transition-shadow hover:shadow-md"
      >
        <BookOpen className="size-6 text-primary" aria-hidden="true" />
        <p className="mt-5 text-sm font-semibold text-primary">Launch playbook</p>
        <h3 className="mt-1 text-xl font-semibold text-slate-900">How Entrives got 20+ signups in 2 days</h3>
        <p className="mt-2 flex-1 leading-relaxed text-slate-600">
          The positioning, waitlist funnel and launch sequence behind 60+ warm leads, step by step.
        </p>
        <span className="mt-5 inline-flex items-center gap-1.5 font-medium text-primary">
          Read the case study
          <ArrowRight
            className="size-4 transition-transform group-hover:translate-x-0.5"
            aria-hidden="true"
          />
        </span>
      </PageLink>
      <div className="flex flex-col rounded-2xl border border-slate-200 bg-white p-8">
        <BadgeCheck className="size-6 text-primary" aria-hidden="true" />
        <p className="mt-5 text-sm font-semibold text-primary">Growth playbook</p>
        <h3 className="mt-1 text-xl font-semibold text-slate-900">Built on 25+ proven campaigns</h3>
        <p className="mt-2 leading-relaxed text-slate-600">
          Every plan we write draws on campaigns we have run across 8 industries, from software and e-commerce
          to coaching and local services. You start from what has worked, not from a blank page.
        </p>
      </div>
    </div>
  );
}
