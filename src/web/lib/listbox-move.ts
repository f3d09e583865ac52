// How the keys move the active option of a combobox's listbox (ARIA 1.2 combobox pattern), for every
// picker: pure, so its rules are tested without a browser.

export type Move = 'next' | 'previous' | 'first' | 'last';

/** The option a key makes active: the arrows step and wrap around, Home and End jump to an end. */
export function moveActive(
  options: readonly { key: string }[],
  activeKey: string | null,
  move: Move,
): string | null {
  if (options.length === 0) return null;
  const last = options.length - 1;
  const at = options.findIndex((option) => option.key === activeKey);
  const index =
    move === 'first'
      ? 0
      : move === 'last'
        ? last
        : at === -1
          ? move === 'next'
            ? 0
            : last
          : (at + (move === 'next' ? 1 : -1) + options.length) % options.length;
  return options[index]?.key ?? null;
}

/** What a combobox does for its keys; each picker keeps its own rule for what Enter picks. */
export type ComboboxKeyHandlers = {
  open: boolean;
  /** Whether an option is active (Home and End move through the list only then, else the text). */
  hasActive: boolean;
  openList: (activate?: Move) => void;
  close: () => void;
  moveTo: (move: Move) => void;
  /** Enter while the list is open: pick the active option (or what the picker picks instead). */
  pickActive: () => void;
};

type KeyPress = { key: string; altKey: boolean; preventDefault: () => void };

/**
 * The keys of a combobox's input (ARIA 1.2): Down and Up open the list on the first or last option (with
 * Alt, open it as it is; Alt+Up closes it) and then move; Home and End jump once an option is active;
 * Enter picks and never submits the form while the list is open. Escape is the popover's own.
 */
export function comboboxKeyDown(handlers: ComboboxKeyHandlers) {
  return (event: KeyPress) => {
    const { key, altKey } = event;
    const { open } = handlers;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      if (!open) handlers.openList(altKey ? undefined : key === 'ArrowDown' ? 'first' : 'last');
      else if (altKey) {
        if (key === 'ArrowUp') handlers.close();
      } else handlers.moveTo(key === 'ArrowDown' ? 'next' : 'previous');
    } else if ((key === 'Home' || key === 'End') && open && handlers.hasActive) {
      event.preventDefault();
      handlers.moveTo(key === 'Home' ? 'first' : 'last');
    } else if (key === 'Enter' && open) {
      event.preventDefault();
      handlers.pickActive();
    }
  };
}
