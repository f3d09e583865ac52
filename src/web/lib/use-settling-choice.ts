import { useEffect, useRef, useState } from 'react';

/** Long enough for a run of arrow keys or type-ahead letters, short enough to feel saved at once. */
const SETTLE_MS = 600;

/**
 * A choice from a native select, saved once it settles. A focused select fires `change` for every
 * option the arrow keys or typed letters pass through, and saving (and toasting) each one would flood
 * the server and the screen. `choice` is the latest pick, to show at once; `save` runs SETTLE_MS after
 * the last pick, or straight away should the field go (another tab opened) before then.
 */
export function useSettlingChoice<T>(save: (value: T) => Promise<unknown>) {
  // Boxed, so that picking the same value again is still told apart from the pick it replaces.
  const [waiting, setWaiting] = useState<{ value: T } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const due = useRef<(() => void) | null>(null);
  const saveLatest = useRef(save);
  saveLatest.current = save;

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      due.current?.();
    },
    [],
  );

  const choose = (value: T) => {
    const box = { value };
    setWaiting(box);
    clearTimeout(timer.current);
    const run = () => {
      due.current = null;
      // Shown until the save has answered: by then the cache holds the saved (or restored) value.
      const settle = () => setWaiting((now) => (now === box ? null : now));
      saveLatest.current(value).then(settle, settle);
    };
    due.current = run;
    timer.current = setTimeout(run, SETTLE_MS);
  };

  return { choice: waiting, choose };
}
