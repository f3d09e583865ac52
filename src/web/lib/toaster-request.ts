import { useSyncExternalStore } from 'react';

// The toaster (and sonner with it) is mounted only once a toast can happen, so it stays out of every
// first load: a toast asks for it (lib/toast.ts), and a page may ask early, e.g. when a form opens.
let requested = false;
const listeners = new Set<() => void>();

export function requestToaster() {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

export function useToasterRequested() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}
