type StepIndicatorProps = { current: number; total: number; title: string };

/** SPEC §2: a visible step indicator. The text carries the meaning; the bar is for the eyes. */
export function StepIndicator({ current, total, title }: StepIndicatorProps) {
  return (
    <div>
      <p className="flex items-baseline justify-between text-sm" aria-live="polite">
        <span className="font-medium text-slate-900">{title}</span>
        <span className="text-slate-500">
          Step {current + 1} of {total}
        </span>
      </p>
      <div
        className="mt-2.5 grid gap-1.5"
        style={{ gridTemplateColumns: `repeat(${total}, 1fr)` }}
        aria-hidden="true"
      >
        {Array.from({ length: total }, (_, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the segments are positions, never reordered
            key={i}
            className={`h-1.5 rounded-full transition-colors ${i <= current ? 'bg-primary' : 'bg-slate-200'}`}
          />
        ))}
      </div>
    </div>
  );
}
