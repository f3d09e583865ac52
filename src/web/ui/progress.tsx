import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '@/web/lib/cn';

type ProgressProps = {
  /** 0 to 100. */
  value: number;
  /** What is measured, for screen readers ("Task progress"). */
  label: string;
  className?: string;
};

export function Progress({ value, label, className }: ProgressProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <ProgressPrimitive.Root
      // Two decimals at most for aria-valuenow: a share as small as 26 bytes of 5 GB (4.8e-7 %) would be
      // written in exponent notation, which is not a valid ARIA number.
      value={Number(clamped.toFixed(2))}
      aria-label={label}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-slate-100', className)}
    >
      <ProgressPrimitive.Indicator
        className="h-full w-full rounded-full bg-primary transition-transform duration-500"
        style={{ transform: `translateX(-${100 - clamped}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
