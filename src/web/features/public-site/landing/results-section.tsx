import { ArrowRight, Clock, LayoutDashboard, Rocket } from 'lucide-react';
import { PageLink } from '../navigation/public-navigation';
import { SectionHeading } from './section-heading';
import { StatsStrip } from './stats-strip';

export function ResultsSection() {
  return (
    <section id="results" aria-labelledby="results-title" className="scroll-mt-16 bg-slate-50 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="results-title" eyebrow="Results" title="Numbers that compound">
          Good marketing is not one lucky post. It is a system that keeps working after launch week, and the
          numbers show it.
        </SectionHeading>
        <div className="mt-14">
          <StatsStrip />
        </div>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-xs">
            <Rocket className="size-6 text-primary" aria-hidden="true" />
            <h3 className="mt-5 text-lg font-semibold text-slate-900">A launch week that delivered</h3>
            <p className="mt-2 flex-1 leading-relaxed text-slate-600">
              Entrives opened with 20+ signups in 2 days and 60+ warm leads, from a list built before launch
              day rather than after it.
            </p>
            <PageLink
              to="/case-study/entrives"
              className="mt-5 inline-flex items-center gap-1.5 font-medium text-primary hover:text-primary-hover"
            >
              Read the Entrives case study
              <ArrowRight className="size-4" aria-hidden="true" />
            </PageLink>
          </article>
          <article className="rounded-2xl border border-slate-200 bg-white p-7 shadow-xs">
            <Clock className="size-6 text-primary" aria-hidden="true" />
            <h3 className="mt-5 text-lg font-semibold text-slate-900">Hours back, every week</h3>
            <p className="mt-2 leading-relaxed text-slate-600">
              Lead follow-up, onboarding emails and weekly reporting run on their own. Across our partners
              that adds up to more than 1000 hours no one has to spend copying and pasting.
            </p>
          </article>
          <article className="rounded-2xl border border-slate-200 bg-white p-7 shadow-xs">
            <LayoutDashboard className="size-6 text-primary" aria-hidden="true" />
            <h3 className="mt-5 text-lg font-semibold text-slate-900">Progress you can see</h3>
            <p className="mt-2 leading-relaxed text-slate-600">
              Every partner gets a client portal: tasks, project updates, reports and a direct line to the
              team, so you always know what is done, what is next and what it earned.
            </p>
          </article>
        </div>
      </div>
    </section>
  );
}
