import { ArrowRight, CircleCheck } from 'lucide-react';
import { ApplyButton } from '../application/apply-button';
import { staticIsland } from '../hydration/static-island';
import { PageLink } from '../navigation/public-navigation';
import { HeroPreview } from './hero-preview';
import { heroFade, heroRise } from './hero-reveal';
import { PulseBackground } from './pulse-background';

export const STRATEGY_CALL = 'Book Your Free Strategy Call';

// Decoration (CSS animates the dots): nothing in either to hydrate.
const StaticPulseBackground = staticIsland(PulseBackground);
const StaticHeroPreview = staticIsland(HeroPreview);

export function HeroSection() {
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="relative isolate scroll-mt-16 overflow-hidden bg-slate-950 text-white"
    >
      <StaticPulseBackground />
      <div
        data-testid="hero"
        className={`relative mx-auto grid max-w-7xl items-center gap-14 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 sm:pb-28 lg:grid-cols-[1.15fr_1fr] lg:px-8 ${heroRise}`}
      >
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm text-slate-300">
            <span className="size-1.5 rounded-full bg-brand-400" aria-hidden="true" />
            Growth marketing partner for founders
          </p>
          <h1 id="home-title" className="mt-6 text-4xl font-semibold tracking-tight text-balance sm:text-6xl">
            Launch with momentum. <span className="text-brand-400">Grow with a system.</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-slate-300">
            We turn good products into a steady flow of customers: sharp positioning, funnels that convert,
            campaigns that compound, and automation that gives you your week back.
          </p>
          <div className={`mt-9 flex flex-col gap-3 sm:flex-row sm:items-center ${heroFade}`}>
            <ApplyButton size="lg" variant="bright">
              {STRATEGY_CALL}
            </ApplyButton>
            <PageLink
              to="/launch-readiness"
              className="inline-flex h-11 items-center justify-center gap-2 whitespace-nowrap rounded-lg border border-white/20 px-6 text-base font-medium text-white transition-colors hover:bg-white/10"
            >
              Take the launch-readiness quiz
              <ArrowRight className="size-4" aria-hidden="true" />
            </PageLink>
          </div>
          <ul className={`mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-400 ${heroFade}`}>
            {['Free 30-minute call', 'No obligation', 'Reply within one business day'].map((item) => (
              <li key={item} className="inline-flex items-center gap-2">
                <CircleCheck className="size-4 text-brand-400" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <StaticHeroPreview />
      </div>
    </section>
  );
}
