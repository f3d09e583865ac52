import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';

/** A multi-line text box styled like Input. */
export function Textarea({ className, rows = 3, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'w-full min-w-0 rounded-lg border border-input bg-white px-3 py-2 text-sm text-slate-900 shadow-xs transition-colors placeholder:text-slate-400 focus-visible:border-ring focus-visible:outline-offset-0 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
