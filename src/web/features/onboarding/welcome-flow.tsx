import { useState } from 'react';
import { type AuthState, useAuth } from '@/web/lib/auth/auth-provider';
import { readSessionFlag, setSessionFlag } from '@/web/lib/session-flags';
import { WelcomeBanner } from './welcome-banner';
import { WelcomeModal } from './welcome-modal';

/**
 * SPEC §2: while the profile lacks welcome_flow_completed the client sees the 4-step welcome modal and a
 * banner pointing to Get Started. 'Skip for now' hides the modal for the rest of this browser session
 * (a session flag: a reload keeps it away; the next sign-in shows it again), leaving the banner as the
 * reminder until the flow is done; dismissing the banner hides it for this visit.
 */
export function WelcomeFlow() {
  const { profile, user } = useAuth();
  const [modalClosed, setModalClosed] = useState(false);
  const [bannerDismissed, setBannerDismissed] = useState(false);
  if (!profile || profile.welcomeFlowCompleted) return null;

  return (
    <>
      {bannerDismissed ? null : <WelcomeBanner onDismiss={() => setBannerDismissed(true)} />}
      <WelcomeModal
        open={!(modalClosed || wasSkipped(user))}
        onClose={() => {
          rememberSkip(user);
          setModalClosed(true);
        }}
      />
    </>
  );
}

const skipFlag = (user: AuthState['user']) => `welcome-skipped:${user?.id ?? ''}`;
const wasSkipped = (user: AuthState['user']) => (user ? readSessionFlag(skipFlag(user)) : false);
const rememberSkip = (user: AuthState['user']) => {
  if (user) setSessionFlag(skipFlag(user));
};
