import { lazy, Suspense, useState } from 'react';
import { type AuthState, useAuth } from '@/web/lib/auth/auth-provider';
import { readSessionFlag, setSessionFlag } from '@/web/lib/session-flags';
import { WelcomeBanner } from './welcome-banner';
import { WELCOME_TITLE } from './welcome-title';

// Only a client who has not finished the welcome is sent the modal's code (and its dialog's): it stays
// out of the portal's first load for everyone else.
const WelcomeModal = lazy(() => import('./welcome-modal').then((m) => ({ default: m.WelcomeModal })));

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
  const modalOpen = !(modalClosed || wasSkipped(user));

  return (
    <>
      {bannerShown ? <WelcomeBanner onDismiss={() => setBannerDismissed(true)} /> : null}
      {profile.welcomeFlowCompleted ? null : (
        <Suspense fallback={modalOpen ? <WelcomeModalOpening /> : null}>
          <WelcomeModal
            open={modalOpen}
            onClose={() => {
              rememberSkip(user);
              setModalClosed(true);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The modal's backdrop while its code loads: the dashboard is covered from the first paint, as it will be
 * by the modal, instead of showing for a moment before the modal covers it.
 */
function WelcomeModalOpening() {
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-busy="true"
      aria-label={WELCOME_TITLE}
      className="fixed inset-0 z-50 bg-gradient-to-br from-slate-950 via-slate-900 to-brand-900"
    />
  );
}

const skipFlag = (user: AuthState['user']) => `welcome-skipped:${user?.id ?? ''}`;
const wasSkipped = (user: AuthState['user']) => (user ? readSessionFlag(skipFlag(user)) : false);
const rememberSkip = (user: AuthState['user']) => {
  if (user) setSessionFlag(skipFlag(user));
};
