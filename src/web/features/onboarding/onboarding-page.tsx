import { Clock } from 'lucide-react';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { Button } from '@/web/ui/button';
import { EmptyState } from '@/web/ui/empty-state';
import { PageHeader } from '@/web/ui/page-header';
import { Skeleton } from '@/web/ui/skeleton';
import { useOnboarding } from './api/get-onboarding';
import { OnboardingAllSet } from './onboarding-all-set';
import { OnboardingForm } from './onboarding-form';

/** /dashboard/onboarding, Get Started (SPEC §2 Onboarding, §5 "Client onboarding form"). */
export function OnboardingPage() {
  useDocumentTitle('Get Started');
  const onboarding = useOnboarding();

  if (onboarding.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-hidden>
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-96" />
      </div>
    );
  }
  if (onboarding.isError) {
    return (
      <EmptyState
        icon={Clock}
        title="Could not load your onboarding"
        action={
          <Button variant="outline" onClick={() => onboarding.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  if (onboarding.data) return <OnboardingAllSet />;

  return (
    <>
      <PageHeader
        title="Get Started"
        description={
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden />
            Tell us about your product. This takes 5 to 7 minutes.
          </span>
        }
      />
      <OnboardingForm />
    </>
  );
}
