import { type RefObject, useEffect } from 'react';

/**
 * Calls `onEscape`, while it is given, on Escape wherever the focus is on the page (within `root`, or on
 * nothing); a dialog's Escape is its own.
 */
export function usePageEscape(root: RefObject<HTMLElement | null>, onEscape: (() => void) | null) {
  useEffect(() => {
    if (!onEscape) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target as Node | null;
      if (target !== document.body && !root.current?.contains(target)) return;
      onEscape();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [root, onEscape]);
}
