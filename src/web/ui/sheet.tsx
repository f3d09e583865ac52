import { X } from 'lucide-react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';
import { DialogOverlay } from './dialog';

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

const sides = {
  left: 'inset-y-0 left-0 border-r data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left',
  right:
    'inset-y-0 right-0 border-l data-[state=closed]:animate-slide-out-right data-[state=open]:animate-slide-in-right',
};

type SheetContentProps = ComponentProps<typeof SheetPrimitive.Content> & {
  side?: keyof typeof sides;
  /** Names the sheet for screen readers; shown only when `showTitle` is set. */
  title: string;
  showTitle?: boolean;
  closeLabel?: string;
};

/** A panel that slides in from a side of the screen: a modal dialog with its own title. */
export function SheetContent({
  side = 'right',
  title,
  showTitle = false,
  closeLabel = 'Close',
  className,
  children,
  ...props
}: SheetContentProps) {
  return (
    <SheetPrimitive.Portal>
      <DialogOverlay />
      <SheetPrimitive.Content
        aria-describedby={undefined}
        className={cn(
          'fixed z-50 flex h-full w-80 max-w-[85vw] flex-col bg-white shadow-xl',
          sides[side],
          className,
        )}
        {...props}
      >
        <SheetPrimitive.Title className={showTitle ? 'px-6 pt-6 text-lg font-semibold' : 'sr-only'}>
          {title}
        </SheetPrimitive.Title>
        {children}
        <SheetPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-3 right-3 cursor-pointer rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <X className="size-4" aria-hidden />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}
