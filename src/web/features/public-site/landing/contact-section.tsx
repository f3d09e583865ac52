import { ArrowRight, CalendarCheck, ClipboardList, MessageSquare } from 'lucide-react';
import { ApplyButton } from '../application/apply-button';
import { PageLink } from '../navigation/public-navigation';
import { STRATEGY_CALL } from './hero-section';

const nextSteps = [
  { icon: MessageSquare, text: 'We reply within one business day.' },
  { icon: CalendarCheck, text: 'A 30-minute call, at a time that suits you. No obligation.' },
  { icon: ClipboardList, text: 'You leave with three clear priorities, whether we work together or not.' },
];

export function ContactSection() {
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className="scroll-mt-16 bg-white px-4 pb-20 sm:px-6 sm:pb-28 lg:px-8"
    >
      <div className="relative isolate mx-auto max-w-7xl overflow-hidden rounded-3xl bg-slate-950 px-6 py-16 text-white sm:px-14 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(32rem_24rem_at_100%_100%,rgb(56_182_255/0.25),transparent_70%)]"
        />
        <div className="grid gap-12 lg:grid-cols-[1.3fr_1fr] lg:items-center">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-400 uppercase">Contact</p>
            <h2
              id="contact-title"
              className="mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
            >
              Let&apos;s plan your next 90 days
            </h2>
            <p className="mt-4 max-w-xl text-lg leading-relaxed text-slate-300">
              Tell us about your business in eight short steps. We will look at where you are, where you want
              to be, and the fastest honest route between the two.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
              <ApplyButton size="lg" variant="bright">
                {STRATEGY_CALL}
              </ApplyButton>
              <PageLink
                to="/launch-readiness"
                className="inline-flex items-center gap-1.5 px-2 py-2 font-medium text-brand-300 hover:text-brand-200"
              >
                Not sure yet? Take the quiz
                <ArrowRight className="size-4" aria-hidden="true" />
              </PageLink>
            </div>
          </div>
          <div className="rounded-2xl border border-white/10 bg-white/5 p-7">
            <h3 className="font-semibold">What happens next</h3>
            <ul className="mt-5 space-y-4">
              {nextSteps.map((step) => (
                <li key={step.text} className="flex gap-3 text-slate-300">
                  <step.icon className="mt-0.5 size-5 shrink-0 text-brand-400" aria-hidden="true" />
                  {step.text}
                </li>
              ))}
            </ul>
            <p className="mt-6 border-t border-white/10 pt-5 text-sm text-slate-400">
              Already a client?{' '}
              <a href="/login" className="font-medium text-white underline-offset-4 hover:underline">
                Log in to your portal
              </a>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
