import { lazy, Suspense, useEffect } from 'react';
import { requestToaster, useToasterRequested } from '@/web/lib/toaster-request';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * The app's toaster, mounted (and its code loaded) once the first toast is asked for, or with
 * `whenIdle` once the browser is idle after the first paint: then its live region is already on the page
 * when the first toast arrives, which screen readers need to announce it.
 */
export function DeferredToaster({ whenIdle = false }: { whenIdle?: boolean }) {
  const requested = useToasterRequested();
  useEffect(() => {
    if (!whenIdle) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(requestToaster, 1000);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(requestToaster, { timeout: 3000 });
    return () => window.cancelIdleCallback(idle);
  }, [whenIdle]);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
