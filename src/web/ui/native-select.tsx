import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';

/** A styled native <select>: native keeps keyboard and mobile pickers for free. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full cursor-pointer rounded-lg border border-input bg-white px-3 text-sm text-slate-900 shadow-xs focus-visible:border-ring focus-visible:outline-offset-0 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
