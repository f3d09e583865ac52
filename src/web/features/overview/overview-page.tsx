import type { ReactNode } from 'react';
import { useAuth } from '@/web/lib/auth/auth-provider';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { Button } from '@/web/ui/button';
import { PageHeader } from '@/web/ui/page-header';
import { useTaskSummary } from './api/get-task-summary';
import { CurrentTasksCard } from './current-tasks-card';
import { RecentActivityCard } from './recent-activity-card';
import { StatCards } from './stat-cards';

/**
 * /dashboard (SPEC §2 Overview): counts, current tasks and recent activity. `awaitingApproval` (the work
 * waiting for the person's approval) and `amountDue` (the next invoice to pay) are other features' cards
 * that the app hands in; each shows only while there is something to show.
 */
export function OverviewPage({
  awaitingApproval,
  amountDue,
}: {
  awaitingApproval?: ReactNode;
  amountDue?: ReactNode;
}) {
  useDocumentTitle('Overview');
  const { profile } = useAuth();
  const summary = useTaskSummary();
  // The questionnaire saved, not merely the welcome modal finished (decision 034).
  const onboarded = profile?.onboardingCompleted ?? false;

  return (
    <>
      <PageHeader
        title="Overview"
        description="A snapshot of your tasks, project updates and recent activity."
      />
      {summary.isError ? (
        <div
          role="alert"
          className="mb-6 flex items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          We couldn't load your overview.
          <Button size="sm" variant="outline" onClick={() => void summary.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      <StatCards summary={summary.data} />
      {amountDue ? <div className="mt-6 empty:hidden">{amountDue}</div> : null}
      {awaitingApproval ? <div className="mt-6 empty:hidden">{awaitingApproval}</div> : null}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <CurrentTasksCard tasks={summary.data?.currentTasks} onboarded={onboarded} />
        <RecentActivityCard onboarded={onboarded} />
      </div>
    </>
  );
}
