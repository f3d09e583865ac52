import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates prerendered HTML, true after. Anything read from the URL's query (unknown
 * at build time) waits for it, so hydration renders exactly what was prerendered.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
