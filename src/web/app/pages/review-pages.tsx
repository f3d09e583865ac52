import { ReviewPage } from '@/web/features/reviews/review-page';

/*
 * One review's page, at /dashboard/approvals/:reviewId for the client's people and /admin/reviews/:reviewId
 * for staff: the same page told which side it is on.
 */
export function ClientReviewRoute() {
  return <ReviewPage side="client" />;
}

export function AdminReviewRoute() {
  return <ReviewPage side="admin" />;
}
