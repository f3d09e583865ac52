import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@/shared/domain/limits';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True under SPEC's 768 px mobile breakpoint; read synchronously, so the first paint is already right. */
export function useIsMobile() {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
