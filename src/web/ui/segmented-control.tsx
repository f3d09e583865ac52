import { cn } from '@/web/lib/cn';

type SegmentedControlProps<Value extends string> = {
  /** Names the group for assistive technology ("Show"). */
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  className?: string;
};

/**
 * A few mutually exclusive views of one list ("All clients" / "My clients"): a row of toggle buttons,
 * the chosen one pressed, drawn like a tab row. Each button is reached with Tab and chosen with Enter or
 * Space.
 */
export function SegmentedControl<Value extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: SegmentedControlProps<Value>) {
  return (
    <fieldset
      className={cn('inline-flex h-10 shrink-0 items-center gap-1 rounded-lg bg-slate-100 p-1', className)}
    >
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className="inline-flex h-8 flex-1 cursor-pointer items-center justify-center whitespace-nowrap rounded-md px-3 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 aria-pressed:bg-white aria-pressed:text-slate-900 aria-pressed:shadow-sm"
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
