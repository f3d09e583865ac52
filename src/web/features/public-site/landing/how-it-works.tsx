import { ApplyButton } from '../application/apply-button';
import { STRATEGY_CALL } from './hero-section';

const steps = [
  { title: 'Apply', text: 'Eight short questions about your business. It takes about three minutes.' },
  {
    title: 'Strategy call',
    text: 'Thirty minutes on your goals, your numbers and what is holding growth back.',
  },
  { title: 'Your growth plan', text: 'A written plan with priorities, timeline and budget, yours to keep.' },
  { title: 'Launch & grow', text: 'We get to work. You follow every task and report in your client portal.' },
];

/** SPEC §2: the 4-step How It Works strip. */
export function HowItWorks() {
  return (
    <div className="mt-20 rounded-3xl bg-slate-950 px-6 py-12 text-white sm:px-12">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h3 className="text-2xl font-semibold tracking-tight">How it works</h3>
          <p className="mt-2 max-w-xl text-slate-300">
            From first message to first campaign, usually within three weeks.
          </p>
        </div>
        <ApplyButton size="lg" variant="bright">
          {STRATEGY_CALL}
        </ApplyButton>
      </div>
      <ol className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, i) => (
          <li key={step.title} className="relative">
            <span className="flex size-9 items-center justify-center rounded-full bg-brand-500 text-sm font-semibold text-slate-950">
              {i + 1}
            </span>
            <h4 className="mt-4 font-semibold">{step.title}</h4>
            <p className="mt-1.5 text-sm leading-relaxed text-slate-300">{step.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
