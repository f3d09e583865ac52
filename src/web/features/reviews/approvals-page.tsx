import { ClipboardCheck } from 'lucide-react';
import { useMemo } from 'react';
import { reviewMessages } from '@/shared/domain/reviews';
import { useDocumentTitle } from '@/web/lib/use-document-title';
import { ListState } from '@/web/ui/list-state';
import { PageHeader } from '@/web/ui/page-header';
import { useClientReviews } from './api/list-client-reviews';
import { awaitingFirst, ReviewList, ReviewListSkeletons } from './review-list';

/**
 * /dashboard/approvals (the review issue): the company's reviews, those waiting for the person's own
 * decision first. Each opens its page.
 */
export function ApprovalsPage() {
  useDocumentTitle(reviewMessages.approvals);
  const list = useClientReviews();
  const reviews = useMemo(() => awaitingFirst(list.data?.reviews ?? []), [list.data]);
  return (
    <>
      <PageHeader title={reviewMessages.approvals} description={reviewMessages.approvalsIntro} />
      <ListState
        query={list}
        isEmpty={reviews.length === 0}
        noun="reviews"
        placeholder={<ReviewListSkeletons />}
        whenEmpty={{
          icon: ClipboardCheck,
          title: reviewMessages.empty,
          description: reviewMessages.emptyHint,
        }}
        whenFailed={{ title: reviewMessages.loadFailed, description: 'Check your connection and try again.' }}
      >
        <ReviewList reviews={reviews} hrefOf={(review) => `/dashboard/approvals/${review.id}`} />
      </ListState>
    </>
  );
}
