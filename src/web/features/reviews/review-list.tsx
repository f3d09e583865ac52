import type { ReviewSummary } from '@/shared/contracts/reviews';
import { Skeleton } from '@/web/ui/skeleton';
import { ReviewListItem } from './review-list-item';

type ReviewListProps = {
  reviews: readonly ReviewSummary[];
  /** Each review's page. */
  hrefOf: (review: ReviewSummary) => string;
  showClient?: boolean;
  heading?: 'h2' | 'h3';
  /** Set while a new filter's answer is on its way: the list dims. */
  busy?: boolean;
};

/** Reviews, one card each, as both sides see them. */
export function ReviewList({ reviews, hrefOf, showClient, heading, busy = false }: ReviewListProps) {
  return (
    <ul className="grid gap-3 transition-opacity aria-busy:opacity-60" aria-busy={busy}>
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewListItem review={review} to={hrefOf(review)} showClient={showClient} heading={heading} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholders in the cards' shape while a list first loads. */
export function ReviewListSkeletons({ count = 3 }: { count?: number }) {
  return (
    <div className="grid gap-3">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
        <div key={i} className="flex gap-4 rounded-lg border bg-card p-4 sm:p-5">
          <Skeleton className="size-16 shrink-0 sm:size-20" />
          <div className="flex-1 space-y-3 py-1">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The reviews waiting for the viewer's own decision first, each group in the server's order. */
export function awaitingFirst(reviews: readonly ReviewSummary[]): ReviewSummary[] {
  return [
    ...reviews.filter((review) => review.awaitingYou),
    ...reviews.filter((review) => !review.awaitingYou),
  ];
}
