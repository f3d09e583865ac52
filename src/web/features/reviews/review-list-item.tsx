import { AlarmClock, CalendarClock, FileImage, Layers, MessageSquare, UserCheck } from 'lucide-react';
import { type ComponentProps, useId, useState } from 'react';
import { Link } from 'react-router';
import type { ReviewSummary } from '@/shared/contracts/reviews';
import { type ReviewState, reviewStateLabels } from '@/shared/domain/reviews';
import { cn } from '@/web/lib/cn';
import { formatDate } from '@/web/lib/format';
import { Badge } from '@/web/ui/badge';
import { reviewListStrings } from './review-list-strings';

const stateVariants: Record<ReviewState, ComponentProps<typeof Badge>['variant']> = {
  awaiting_review: 'warning',
  changes_requested: 'danger',
  approved: 'success',
};

/** A review's state (its latest version's), coloured by how close the work is to approved. */
export function ReviewStateBadge({ state }: { state: ReviewState }) {
  return <Badge variant={stateVariants[state]}>{reviewStateLabels[state]}</Badge>;
}

/** Today where the reader is, as YYYY-MM-DD: a due date is a calendar day, not an instant. */
function today() {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** Past its due date and not approved: the same rule as the staff's "Overdue" filter. */
export function isReviewOverdue(review: Pick<ReviewSummary, 'dueDate' | 'state'>) {
  return review.dueDate !== null && review.state !== 'approved' && review.dueDate < today();
}

/**
 * The thumbnail of the latest version's first picture (a small WebP made at upload), or a placeholder the
 * same size when there is none or it fails to load. Loaded lazily, in a box of fixed size, so a long list
 * neither fetches what is off screen nor shifts as covers arrive.
 */
export function ReviewCover({ url, className }: { url: string | null; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = url !== null && failed !== url;
  return (
    <div
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-md border bg-slate-100 text-slate-400',
        className,
      )}
    >
      {shown ? (
        <img
          src={url}
          alt=""
          width={80}
          height={80}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(url)}
          className="size-full object-cover"
        />
      ) : (
        <>
          <FileImage className="size-6" aria-hidden />
          <span className="sr-only">{reviewListStrings.noPreview}</span>
        </>
      )}
    </div>
  );
}

/** "Due Mar 05, 2026", or in red once it is past and the work is not approved. */
export function ReviewDue({ review }: { review: Pick<ReviewSummary, 'dueDate' | 'state'> }) {
  if (!review.dueDate) {
    return (
      <span className="inline-flex items-center gap-1.5">
        <CalendarClock className="size-4 shrink-0" aria-hidden />
        {reviewListStrings.noDueDate}
      </span>
    );
  }
  const date = formatDate(review.dueDate);
  return isReviewOverdue(review) ? (
    <span className="inline-flex items-center gap-1.5 font-medium text-red-700">
      <AlarmClock className="size-4 shrink-0" aria-hidden />
      {reviewListStrings.overdue(date)}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5">
      <CalendarClock className="size-4 shrink-0" aria-hidden />
      {reviewListStrings.due(date)}
    </span>
  );
}

type ReviewListItemProps = {
  review: ReviewSummary;
  /** The review's page. */
  to: string;
  /** Staff lists across clients name the client. */
  showClient?: boolean;
  /** The title's heading level: h2 on a page's list, h3 inside a card or a tab under its own h2. */
  heading?: 'h2' | 'h3';
};

/**
 * One review in a list: its cover, title, state and version, when it is due, how many reviewers decided
 * and the comments still open. The whole card opens the review. A review waiting for the viewer's own
 * decision stands out.
 */
export function ReviewListItem({
  review,
  to,
  showClient = false,
  heading: Heading = 'h2',
}: ReviewListItemProps) {
  const titleId = useId();
  const awaiting = review.awaitingYou;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex gap-3 rounded-lg border bg-card p-4 shadow-xs transition-colors sm:gap-4 sm:p-5',
        'hover:border-slate-300 hover:bg-slate-50/70 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring',
        awaiting && 'border-brand-300 bg-brand-50/40 hover:border-brand-400 hover:bg-brand-50/70',
      )}
    >
      <ReviewCover url={review.coverUrl} className="size-16 sm:size-20" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <Heading id={titleId} className="text-base font-semibold break-words text-slate-900">
              {/* The link covers the card (its ::after), so a click anywhere on it opens the review. */}
              <Link to={to} className="outline-none after:absolute after:inset-0 after:rounded-lg">
                {review.title}
              </Link>
            </Heading>
            {showClient ? (
              <p className="mt-0.5 truncate text-sm font-medium text-primary">{review.clientName}</p>
            ) : null}
          </div>
          <div className="flex shrink-0 flex-wrap items-center gap-1.5">
            {awaiting ? <Badge variant="brand">{reviewListStrings.needsYourDecision}</Badge> : null}
            <ReviewStateBadge state={review.state} />
          </div>
        </div>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <li className="inline-flex items-center gap-1.5">
            <Layers className="size-4 shrink-0" aria-hidden />
            {reviewListStrings.version(review.latestVersion)}
          </li>
          <li className="flex">
            <ReviewDue review={review} />
          </li>
          <li className="inline-flex items-center gap-1.5">
            <UserCheck className="size-4 shrink-0" aria-hidden />
            {reviewListStrings.decided(review.decidedCount, review.reviewerCount)}
          </li>
          {review.openComments > 0 ? (
            <li className="inline-flex items-center gap-1.5">
              <MessageSquare className="size-4 shrink-0" aria-hidden />
              {reviewListStrings.openComments(review.openComments)}
            </li>
          ) : null}
        </ul>
      </div>
    </article>
  );
}
