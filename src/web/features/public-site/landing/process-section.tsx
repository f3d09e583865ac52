import { HeartHandshake, Megaphone, Target, TrendingUp, Workflow } from 'lucide-react';
import { staticIsland } from '../hydration/static-island';
import { HowItWorks } from './how-it-works';
import { Playbooks } from './playbooks';
import { SectionHeading } from './section-heading';

// SPEC §2: five steps, shown as cards labelled 'STEP n' with title, description and icon.
export const processSteps = [
  {
    title: 'Strategy & Positioning',
    icon: Target,
    description:
      'We pin down who you serve, the problem you solve and the message that makes you the obvious choice, then turn it into a 90-day plan.',
  },
  {
    title: 'Funnel & Systems',
    icon: Workflow,
    description:
      'Landing pages, lead magnets, booking and email flows, built and connected, so every visitor has one clear next step.',
  },
  {
    title: 'Content & Campaigns',
    icon: Megaphone,
    description:
      'Social content, launch campaigns and paid ads produced in batches, on a calendar you approve before anything goes live.',
  },
  {
    title: 'Nurture & Convert',
    icon: HeartHandshake,
    description:
      'Email sequences and timely follow-ups that turn curious leads into warm conversations and first purchases into repeat ones.',
  },
  {
    title: 'Scale & Optimize',
    icon: TrendingUp,
    description:
      'Weekly numbers, monthly reviews and steady experiments: we double down on what works and cut what does not.',
  },
];

function ProcessSteps() {
  return (
    <ol className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
      {processSteps.map((step, i) => (
        <li
          key={step.title}
          className="group relative rounded-2xl border border-slate-200 bg-white p-6 shadow-xs transition-shadow hover:shadow-md"
        >
          <div className="flex items-center justify-between">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-primary ring-1 ring-brand-100">
              <step.icon className="size-5" aria-hidden="true" />
            </span>
            <span className="text-xs font-semibold tracking-widest text-slate-500">STEP {i + 1}</span>
          </div>
          <h3 className="mt-5 font-semibold text-slate-900">{step.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}

// The five steps are text: nothing to hydrate.
const StaticSteps = staticIsland(ProcessSteps);

export function ProcessSection() {
  return (
    <section id="process" aria-labelledby="process-title" className="scroll-mt-16 bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="process-title" eyebrow="Process" title="A clear path from idea to growth">
          Five stages, in order, each building on the last. You always know which one we are in and what it is
          for.
        </SectionHeading>
        <StaticSteps />
        <HowItWorks />
        <Playbooks />
      </div>
    </section>
  );
}
