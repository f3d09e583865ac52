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
