import { ArrowLeft, Building2, CalendarClock } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { Review, ReviewVersion } from '@/shared/contracts/reviews';
import { type ReviewState, reviewStateLabels } from '@/shared/domain/reviews';
import { cn } from '@/web/lib/cn';
import { formatDate, formatDateTime } from '@/web/lib/format';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import type { ReviewSide } from './review-side';
import { reviewPageStrings as s } from './review-strings';

const stateVariants = {
  awaiting_review: 'warning',
  changes_requested: 'danger',
  approved: 'success',
} as const;

/** A review's or a version's state, coloured by how close it is to done. */
export function ReviewStateBadge({ state }: { state: ReviewState }) {
  return <Badge variant={stateVariants[state]}>{reviewStateLabels[state]}</Badge>;
}

/** Where the page goes back to: the side's list. A guest has no list: the link opens this review only. */
export function BackLink({ side }: { side: ReviewSide }) {
  if (side === 'guest') return null;
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2 mb-3">
      <Link to={side === 'client' ? '/dashboard/approvals' : '/admin/reviews'}>
        <ArrowLeft aria-hidden />
        {side === 'client' ? s.backToApprovals : s.backToReviews}
      </Link>
    </Button>
  );
}

const BRIEF_CLAMP = 280;

/** Is a due date (YYYY-MM-DD) before today, where the reader is. */
function isPast(day: string) {
  const [y, m, d] = day.split('-').map(Number);
  const due = new Date(y ?? 0, (m ?? 1) - 1, d ?? 1);
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return due < today;
}

type ReviewHeaderProps = {
  review: Review;
  version: ReviewVersion;
  side: ReviewSide;
  /** The version switcher and the staff's actions. */
  controls: ReactNode;
};

/** The review's title, client (for staff), state, due date and brief, and the version shown's note. */
export function ReviewHeader({ review, version, side, controls }: ReviewHeaderProps) {
  const [briefOpen, setBriefOpen] = useState(false);
  const longBrief = (review.brief?.length ?? 0) > BRIEF_CLAMP;
  const overdue = review.dueDate !== null && review.state !== 'approved' && isPast(review.dueDate);

  return (
    <header className="mb-5">
      <BackLink side={side} />
      <div className="min-w-0 [overflow-wrap:anywhere]">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="min-w-0 text-2xl font-semibold tracking-tight text-slate-900">{review.title}</h1>
          <ReviewStateBadge state={review.state} />
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {side === 'admin' ? (
            <span className="inline-flex items-center gap-1 font-medium text-slate-700">
              <Building2 className="size-3.5 text-slate-500" aria-hidden />
              {review.clientName}
            </span>
          ) : null}
          {review.dueDate ? (
            <span className={cn('inline-flex items-center gap-1', overdue && 'font-medium text-red-700')}>
              <CalendarClock className="size-3.5" aria-hidden />
              {overdue ? s.overdue(formatDate(review.dueDate)) : s.due(formatDate(review.dueDate))}
            </span>
          ) : null}
        </p>
      </div>
      {review.brief ? (
        <div className="mt-4 max-w-3xl">
          <h2 className="sr-only">{s.brief}</h2>
          <p
            className={cn(
              'text-sm whitespace-pre-line text-slate-700 [overflow-wrap:anywhere]',
              longBrief && !briefOpen && 'line-clamp-3',
            )}
          >
            {review.brief}
          </p>
          {longBrief ? (
            <Button
              variant="link"
              size="sm"
              className="h-auto p-0 text-xs"
              aria-expanded={briefOpen}
              onClick={() => setBriefOpen(!briefOpen)}
            >
              {briefOpen ? s.showLess : s.showMore}
            </Button>
          ) : null}
        </div>
      ) : null}
      {version.note ? (
        <div className="mt-4 max-w-3xl rounded-lg border border-brand-100 bg-brand-50/60 px-3 py-2">
          <p className="text-xs font-semibold text-brand-800">{s.versionNote(version.number)}</p>
          <p className="mt-0.5 text-sm whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">
            {version.note}
          </p>
          <p className="mt-1 text-xs text-muted-foreground">
            {s.sentBy(version.sentBy, formatDateTime(version.sentAt))}
          </p>
        </div>
      ) : null}
      {controls ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">{controls}</div>
      ) : null}
    </header>
  );
}
