import { CheckCircle2, Circle } from 'lucide-react';
import { formatDate } from '@/web/lib/format';
import { Badge } from '@/web/ui/badge';
import { Card } from '@/web/ui/card';

type Step = { title: string; done: boolean; detail: string };

/**
 * The two steps a new client takes, apart (decision 034): the welcome modal, finished with 'Enter
 * Dashboard', and the onboarding questionnaire, which is what ends the client's reminders.
 */
export function ClientOnboardingSteps({
  welcomeFlowCompleted,
  onboardingCompletedAt,
}: {
  welcomeFlowCompleted: boolean;
  /** When the questionnaire was saved, or null while it is not. */
  onboardingCompletedAt: string | null;
}) {
  const steps: Step[] = [
    {
      title: 'Welcome tour',
      done: welcomeFlowCompleted,
      detail: welcomeFlowCompleted
        ? 'Finished; the welcome screens no longer open.'
        : 'Not finished; the welcome screens open when they sign in.',
    },
    {
      title: 'Onboarding questionnaire',
      done: onboardingCompletedAt !== null,
      detail: onboardingCompletedAt
        ? `Completed ${formatDate(onboardingCompletedAt)}.`
        : 'Not completed; their dashboard keeps reminding them.',
    },
  ];
  return (
    <Card>
      <ul aria-label="Onboarding steps" className="grid divide-y sm:grid-cols-2 sm:divide-x sm:divide-y-0">
        {steps.map(({ title, done, detail }) => {
          const Icon = done ? CheckCircle2 : Circle;
          return (
            <li key={title} className="flex min-w-0 items-start gap-3 p-4 sm:p-5">
              <Icon
                className={
                  done ? 'mt-0.5 size-5 shrink-0 text-emerald-600' : 'mt-0.5 size-5 shrink-0 text-slate-300'
                }
                aria-hidden
              />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <p className="text-sm font-medium text-slate-900">{title}</p>
                  <Badge variant={done ? 'success' : 'neutral'}>{done ? 'Done' : 'Not yet'}</Badge>
                </div>
                <p className="mt-1 text-sm text-slate-600">{detail}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
