import { useRef } from 'react';
import { useCountUp } from './use-count-up';

// SPEC §2: the stats strip, in SPEC's order and words.
export const stats = [
  { value: 50, suffix: '+', label: 'businesses partnered' },
  { value: 1000, suffix: '+', label: 'hours saved with automation' },
  { value: 25, suffix: '+', label: 'proven campaigns managed' },
  { value: 8, suffix: '', label: 'industries served' },
  { value: 100, suffix: '+', label: 'growth strategies deployed' },
];

export function StatsStrip() {
  const ref = useRef<HTMLDListElement>(null);
  const progress = useCountUp(ref);
  // Each label comes first in the HTML (a <dt> before its <dd>) and shows under its figure. justify-end
  // (the top, in a reversed column) keeps a row's figures level when one label wraps to two lines.
  return (
    <dl
      ref={ref}
      className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-slate-200 bg-slate-200 lg:grid-cols-5"
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse justify-end gap-1 bg-white px-6 py-7 text-center last:col-span-2 lg:last:col-span-1"
        >
          <dt className="text-sm text-slate-600">{stat.label}</dt>
          <dd className="text-4xl font-semibold tracking-tight text-slate-900 tabular-nums">
            {/* The moving number is for the eyes; screen readers get the final figure once. */}
            <span aria-hidden="true">
              {Math.round(stat.value * progress)}
              {stat.suffix}
            </span>
            <span className="sr-only">
              {stat.value}
              {stat.suffix}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
