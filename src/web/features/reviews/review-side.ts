/**
 * Who the review page is shown to: a client's person (/dashboard/approvals/:reviewId), staff
 * (/admin/reviews/:reviewId), or a guest reviewer by their link (/review/:token), who sees this one review
 * and nothing of either dashboard.
 */
export type ReviewSide = 'client' | 'admin' | 'guest';
