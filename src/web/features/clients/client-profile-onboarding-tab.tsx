import { ClipboardCheck, Hourglass } from 'lucide-react';
import { type Onboarding, onboardingStageLabels } from '@/shared/contracts/onboarding';
import { formatDate } from '@/web/lib/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { EmptyState } from '@/web/ui/empty-state';
import { Skeleton } from '@/web/ui/skeleton';
import { useClientOnboarding } from './api/get-client-onboarding';
import { ClientOnboardingSteps } from './client-onboarding-steps';

const answers: { key: keyof Onboarding; label: string }[] = [
  { key: 'productDescription', label: 'What the product is' },
  { key: 'problemSolved', label: 'The problem it solves' },
  { key: 'idealCustomer', label: 'Ideal customer' },
  { key: 'metricsTraction', label: 'Metrics and traction' },
  { key: 'socialLinks', label: 'Social links' },
  { key: 'emailTool', label: 'Email tool' },
  { key: 'emailToolAccess', label: 'Email tool access' },
  { key: 'websiteLink', label: 'Website' },
  { key: 'priorContentUploads', label: 'Earlier content' },
];

/**
 * Which of the two onboarding steps the client has done (decision 034), then the founder questionnaire as
 * they answered it (SPEC §3 client_onboarding), for the strategy audit.
 */
export function ClientProfileOnboardingTab({ clientId }: { clientId: string }) {
  const state = useClientOnboarding(clientId);
  if (state.isPending) return <Skeleton className="h-64" />;
  if (state.isError) {
    return (
      <EmptyState icon={Hourglass} title="Could not load the answers" description={state.error.message} />
    );
  }
  const { onboarding, welcomeFlowCompleted } = state.data;
  return (
    <div className="space-y-6">
      <ClientOnboardingSteps
        welcomeFlowCompleted={welcomeFlowCompleted}
        onboardingCompletedAt={onboarding?.createdAt ?? null}
      />
      {onboarding ? (
        <OnboardingAnswers onboarding={onboarding} />
      ) : (
        <EmptyState
          icon={Hourglass}
          title="Onboarding not completed yet"
          description="The client's answers appear here as soon as they complete Get Started."
        />
      )}
    </div>
  );
}

function OnboardingAnswers({ onboarding }: { onboarding: Onboarding }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ClipboardCheck className="size-5 text-primary" aria-hidden />
          Onboarding answers
        </CardTitle>
        <CardDescription>
          Completed {formatDate(onboarding.createdAt)} · Stage:{' '}
          {onboardingStageLabels[onboarding.currentStage]}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-5 sm:grid-cols-2">
          {answers.map(({ key, label }) => (
            <div key={key} className="min-w-0">
              <dt className="text-sm font-medium text-slate-900">{label}</dt>
              <dd className="mt-1 text-sm whitespace-pre-wrap break-words text-slate-600">
                {onboarding[key] || 'Not provided'}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
