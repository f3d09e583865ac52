import { useState } from 'react';
import { useAuth } from '@/web/lib/auth/auth-provider';
import { WelcomeBanner } from './welcome-banner';
import { WelcomeModal } from './welcome-modal';

/**
 * SPEC §2: while the profile lacks welcome_flow_completed the client sees the 4-step welcome modal and a
 * banner pointing to Get Started. Closing the modal early only hides it until the next visit, leaving the
 * banner as the reminder; both stay hidden once dismissed in this visit.
 */
export function WelcomeFlow() {
  const { profile } = useAuth();
  const [modalClosed, setModalClosed] = useState(false);
  const [bannerDismissed, setBannerDismissed] = useState(false);
  if (!profile || profile.welcomeFlowCompleted) return null;

  return (
    <>
      {bannerDismissed ? null : <WelcomeBanner onDismiss={() => setBannerDismissed(true)} />}
      <WelcomeModal open={!modalClosed} onClose={() => setModalClosed(true)} />
    </>
  );
}
