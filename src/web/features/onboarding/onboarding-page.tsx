import { PlaceholderPage } from '@/web/ui/placeholder-page';

/** /dashboard/onboarding (SPEC §2 Onboarding). Placeholder until the feature is built. */
export function OnboardingPage() {
  return (
    <PlaceholderPage
      title="Get Started"
      description="Tell us about your product so we can plan your launch."
    />
  );
}
