import type { ReactNode, RefObject } from 'react';
import { PopoverContent } from './popover';

/**
 * The popup of a combobox whose text input stays outside it (the client and time zone pickers): under
 * the input and as wide as it, with focus kept in the input throughout. `anchor` wraps the input and its
 * icons, which are part of the picker: a click or focus there does not count as leaving it.
 */
export function ComboboxPopup({
  anchor,
  children,
}: {
  anchor: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useValidAriaRole: role={undefined} drops Radix's role="dialog": this is a plain container, and the combobox's popup is the listbox inside it.
    <PopoverContent
      role={undefined}
      align="start"
      sideOffset={4}
      className="flex max-h-[min(20rem,var(--radix-popover-content-available-height))] w-(--radix-popover-trigger-width) min-w-72 max-w-[calc(100vw-1rem)] flex-col"
      onOpenAutoFocus={(event) => event.preventDefault()}
      onCloseAutoFocus={(event) => event.preventDefault()}
      onInteractOutside={(event) => {
        if (event.target instanceof Node && anchor.current?.contains(event.target)) event.preventDefault();
      }}
      // Focus stays in the input when an option is clicked.
      onMouseDown={(event) => event.preventDefault()}
    >
      {children}
    </PopoverContent>
  );
}
