import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { reviewMessages } from '@/shared/domain/reviews';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/ui/card';
import { useClientReviews } from './api/list-client-reviews';
import { ReviewCover, ReviewDue } from './review-list-item';
import { reviewListStrings } from './review-list-strings';

const APPROVALS_PATH = '/dashboard/approvals';

/**
 * The client's Overview: the reviews waiting for this person's own decision, each leading to its page.
 * The same query as the sidebar's count, so it costs nothing more. Shown only while something waits: the
 * Overview of a client with nothing to decide stays as it was.
 */
export function AwaitingApprovalCard() {
  const titleId = useId();
  const list = useClientReviews();
  const waiting = list.data?.reviews.filter((review) => review.awaitingYou) ?? [];
  if (waiting.length === 0) return null;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle id={titleId} className="flex min-h-8 items-center gap-2">
          {reviewMessages.awaitingYourApproval}
          {waiting.length > 0 ? (
            <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-white tabular-nums">
              {waiting.length}
            </span>
          ) : null}
        </CardTitle>
        <Button asChild variant="link" size="sm">
          <Link to={APPROVALS_PATH}>
            {reviewListStrings.viewAll} <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {waiting.map((review) => (
            <li key={review.id}>
              <Link
                to={`${APPROVALS_PATH}/${review.id}`}
                className="-mx-2 flex items-center gap-3 rounded-md px-2 py-2.5 transition-colors hover:bg-slate-50"
              >
                <ReviewCover url={review.coverUrl} className="size-11" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-slate-900">{review.title}</span>
                  <span className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-muted-foreground [&_svg]:size-3.5">
                    <span>{reviewListStrings.version(review.latestVersion)}</span>
                    <ReviewDue review={review} />
                  </span>
                </span>
                <ArrowRight className="size-4 shrink-0 text-slate-400" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
