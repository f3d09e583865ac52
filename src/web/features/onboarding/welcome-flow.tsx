import { useState } from 'react';
import { type AuthState, useAuth } from '@/web/lib/auth/auth-provider';
import { WelcomeBanner } from './welcome-banner';
import { WelcomeModal } from './welcome-modal';

/**
 * SPEC §2: while the profile lacks welcome_flow_completed the client sees the 4-step welcome modal and a
 * banner pointing to Get Started. 'Skip for now' hides the modal for the rest of this browser session
 * (sessionStorage, so a reload keeps it away; a new session shows it again), leaving the banner as the
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

const skipKey = (user: AuthState['user']) => `agency-portal:welcome-skipped:${user?.id ?? ''}`;

function wasSkipped(user: AuthState['user']): boolean {
  try {
    return user ? window.sessionStorage.getItem(skipKey(user)) === '1' : false;
  } catch {
    return false;
  }
}

function rememberSkip(user: AuthState['user']) {
  try {
    if (user) window.sessionStorage.setItem(skipKey(user), '1');
  } catch {
    // Storage can be unavailable (privacy mode): the modal then stays closed for this page view only.
  }
}
