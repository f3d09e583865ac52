import { BellRing } from 'lucide-react';
import type { Review } from '@/shared/contracts/reviews';
import { Button } from '@/web/ui/button';
import { useNudgeReviewers } from './api/nudge-reviewers';
import { reviewPageStrings as s } from './review-strings';

/**
 * For staff, under the reviewers: while the latest version awaits review, reminds the reviewers who have
 * yet to decide (bell and email; the server allows it once an hour). Nothing when nobody is waited for.
 */
export function NudgeReviewersButton({ review }: { review: Review }) {
  const nudge = useNudgeReviewers(review.id);
  const waiting = review.reviewers.filter((reviewer) => reviewer.decision === null).length;
  if (review.state !== 'awaiting_review' || waiting === 0) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-lg border border-dashed border-slate-300 px-3 py-2.5">
      <p className="text-sm text-slate-600">{s.nudgeHint(waiting)}</p>
      <Button variant="outline" size="sm" disabled={nudge.isPending} onClick={() => nudge.mutate()}>
        <BellRing aria-hidden />
        {nudge.isPending ? s.nudging : s.nudge}
      </Button>
    </div>
  );
}
