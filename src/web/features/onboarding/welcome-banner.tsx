import { ArrowRight, Rocket, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/ui/button';

/** The reminder strip above the dashboard until the welcome flow is done (SPEC §2). */
export function WelcomeBanner({ onDismiss }: { onDismiss: () => void }) {
  return (
    <section
      aria-label="Finish setting up"
      className="flex items-center gap-3 bg-brand-800 px-4 py-2.5 text-sm text-white sm:px-6"
    >
      <Rocket className="hidden size-4 shrink-0 sm:block" aria-hidden />
      <p className="min-w-0 flex-1">
        <span className="font-semibold">Finish setting up your account.</span>{' '}
        <span className="hidden text-brand-100 sm:inline">
          Answer a few questions about your product so we can plan your strategy.
        </span>
      </p>
      <Link
        to="/dashboard/onboarding"
        className="inline-flex shrink-0 items-center gap-1 rounded-md bg-white px-3 py-1 font-medium text-brand-800 hover:bg-brand-50"
      >
        Get Started
        <ArrowRight className="size-4" aria-hidden />
      </Link>
      <Button
        variant="ghost"
        size="icon"
        onClick={onDismiss}
        aria-label="Dismiss"
        className="size-8 text-white hover:bg-white/15 hover:text-white"
      >
        <X aria-hidden />
      </Button>
    </section>
  );
}
