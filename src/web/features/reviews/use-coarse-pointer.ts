import { useSyncExternalStore } from 'react';

const query = '(pointer: coarse)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True where the main pointer is a finger: a drag on the file then scrolls unless "Draw box" is on. */
export function useCoarsePointer() {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
