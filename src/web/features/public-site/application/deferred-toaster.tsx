import { lazy, Suspense } from 'react';
import { useToasterRequested } from './toaster-request';

const PublicToaster = lazy(() => import('./public-toaster'));

/** Mounted by the public entry only: the portal app renders its own toaster. */
export function DeferredToaster() {
  const requested = useToasterRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <PublicToaster />
    </Suspense>
  );
}
