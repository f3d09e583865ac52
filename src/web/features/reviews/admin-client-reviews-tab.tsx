import { ClipboardCheck } from 'lucide-react';
import { reviewMessages } from '@/shared/domain/reviews';
import { ListState } from '@/web/ui/list-state';
import { ShowMoreButton } from '@/web/ui/show-more-button';
import { useStaffReviews } from './api/list-staff-reviews';
import { CreateReviewDialog } from './create-review-dialog';
import { ReviewList, ReviewListSkeletons } from './review-list';
import { staffReviewStrings } from './review-strings';

/** The Reviews tab of the staff's client page: the 'New review' button and every review of this client. */
export function AdminClientReviewsTab({ clientId }: { clientId: string }) {
  const { pages, reviews } = useStaffReviews({ clientId, state: 'all' });
  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-base font-semibold text-slate-900">{reviewMessages.reviews}</h2>
        <CreateReviewDialog clientId={clientId} />
      </div>
      <ListState
        query={pages}
        isEmpty={reviews.length === 0}
        noun="reviews"
        placeholder={<ReviewListSkeletons count={2} />}
        whenEmpty={{
          icon: ClipboardCheck,
          title: reviewMessages.empty,
          description: staffReviewStrings.tabEmptyHint,
        }}
        whenFailed={{ title: reviewMessages.loadFailed, description: 'Check your connection and try again.' }}
      >
        <div className="grid gap-4">
          <ReviewList reviews={reviews} hrefOf={(review) => `/admin/reviews/${review.id}`} heading="h3" />
          <ShowMoreButton
            pages={pages}
            label={staffReviewStrings.showOlder}
            failure={staffReviewStrings.olderFailed}
            className="pt-2"
          />
        </div>
      </ListState>
    </div>
  );
}
