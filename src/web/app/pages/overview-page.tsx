import { NextAmountDueCard } from '@/web/features/billing/next-amount-due-card';
import { OverviewPage } from '@/web/features/overview/overview-page';
import { AwaitingApprovalCard } from '@/web/features/reviews/awaiting-approval-card';

/*
 * /dashboard shows three features: the overview feature's page (SPEC's counts, current tasks and recent
 * activity) and, in it, the billing feature's next amount due and the reviews feature's card of the work
 * awaiting the person's approval. Features never import one another, so the page that puts them together
 * lives here.
 */
export function OverviewCompositionPage() {
  return <OverviewPage amountDue={<NextAmountDueCard />} awaitingApproval={<AwaitingApprovalCard />} />;
}
