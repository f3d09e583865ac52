import { lazy, type ReactNode, Suspense } from 'react';
import { messages } from '@/shared/messages';
import { PageLoader } from '@/web/ui/page-loader';
import { useTwoFactorState } from './api/get-two-factor-state';

// Few ever see the setup: its code loads only for them, never with the admin area.
const TwoFactorSetupScreen = lazy(() =>
  import('./two-factor-setup-screen').then((m) => ({ default: m.TwoFactorSetupScreen })),
);

/**
 * The admin area, unless the agency requires two-factor of this staff member and they have none: then
 * the setup in its place, with no page, sidebar or live updates behind it (the server refuses them).
 */
export function TwoFactorSetupGate({ children }: { children: ReactNode }) {
  const setupRequired = useTwoFactorState().data?.setupRequired ?? false;
  if (!setupRequired) return children;
  return (
    <Suspense fallback={<PageLoader label={messages.guard.loadingAdmin} />}>
      <TwoFactorSetupScreen />
    </Suspense>
  );
}
