import { Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/ui/button';

/** SPEC §2: until onboarding is done, the overview's cards point there instead of showing their content. */
export function OnboardingPrompt({ what }: { what: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-brand-200 bg-brand-50/50 px-4 py-8 text-center">
      <Rocket className="size-6 text-primary" aria-hidden />
      <p className="max-w-xs text-sm text-slate-700">Complete your onboarding to see {what} here.</p>
      <Button asChild size="sm">
        <Link to="/dashboard/onboarding">Complete onboarding</Link>
      </Button>
    </div>
  );
}
