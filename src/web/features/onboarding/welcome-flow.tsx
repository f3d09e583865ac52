import { useState } from 'react';
import { type AuthState, useAuth } from '@/web/lib/auth/auth-provider';
import { readSessionFlag, setSessionFlag } from '@/web/lib/session-flags';
import { WelcomeBanner } from './welcome-banner';
import { WelcomeModal } from './welcome-modal';

/**
 * SPEC §2, with the welcome modal and onboarding apart (decision 034). The 4-step welcome modal shows
 * until the client presses 'Enter Dashboard' (or saves the questionnaire): welcome_flow_completed. 'Skip
 * for now' hides it for the rest of this browser session (a session flag: a reload keeps it away; the
 * next sign-in shows it again). The banner pointing to Get Started stays until the questionnaire is
 * saved, whatever the modal's state; dismissing it hides it for this visit.
 */
export function WelcomeFlow() {
  const { profile, user } = useAuth();
  const [modalClosed, setModalClosed] = useState(false);
  const [bannerDismissed, setBannerDismissed] = useState(false);
  if (!profile) return null;
  const bannerShown = !profile.onboardingCompleted && !bannerDismissed;

  return (
    <>
      {bannerShown ? <WelcomeBanner onDismiss={() => setBannerDismissed(true)} /> : null}
      {profile.welcomeFlowCompleted ? null : (
        <WelcomeModal
          open={!(modalClosed || wasSkipped(user))}
          onClose={() => {
            rememberSkip(user);
            setModalClosed(true);
          }}
        />
      )}
    </>
  );
}

const skipFlag = (user: AuthState['user']) => `welcome-skipped:${user?.id ?? ''}`;
const wasSkipped = (user: AuthState['user']) => (user ? readSessionFlag(skipFlag(user)) : false);
const rememberSkip = (user: AuthState['user']) => {
  if (user) setSessionFlag(skipFlag(user));
};
