import { useSyncExternalStore } from 'react';

// The public pages mount a toaster only once a toast can happen (the application dialog opened), so
// sonner stays out of the first load. The portal app has its own toaster and never reads this.
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
