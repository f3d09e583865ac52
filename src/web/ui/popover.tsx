import { Popover as PopoverPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverClose = PopoverPrimitive.Close;
/** Anchors a popover to an element outside it (`virtualRef`), for a trigger rendered before its code loads. */
export const PopoverAnchor = PopoverPrimitive.Anchor;

/**
 * A panel anchored to its trigger (role dialog: name it with aria-label or aria-labelledby). It keeps
 * 8px from the screen's edges and never grows taller than the room below or above its trigger; pass
 * a width and let its content scroll inside.
 */
export function PopoverContent({
  className,
  align = 'end',
  sideOffset = 8,
  collisionPadding = 8,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        align={align}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          'z-50 max-h-(--radix-popover-content-available-height) overflow-hidden rounded-lg border bg-white text-slate-900 shadow-lg outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
