import { createContext, useContext } from 'react';
import { reviewQueryKey } from './get-review';

/**
 * Where the review page's reads and writes go. A person of the portal reaches a review by its id under
 * their session; a guest reviewer by their link's token, under the cookie their confirmed code set, which
 * is scoped to `/api/guest-reviews/{token}` (the review's files are served there too). The page's hooks
 * ask this, so one page serves both without knowing which.
 */
export type ReviewEndpoints = {
  /** The guest link's token while a guest reads the review; null under a portal session. */
  guestToken: string | null;
  /** The query the review is kept under. Under 'reviews', the realtime topic, so a write reads it again. */
  reviewKey: (reviewId: string) => readonly unknown[];
  comments: (reviewId: string) => string;
  decision: (reviewId: string) => string;
};

const byId = (reviewId: string) => `/api/reviews/${encodeURIComponent(reviewId)}`;

export const memberReviewEndpoints: ReviewEndpoints = {
  guestToken: null,
  reviewKey: reviewQueryKey,
  comments: (reviewId) => `${byId(reviewId)}/comments`,
  decision: (reviewId) => `${byId(reviewId)}/decision`,
};

/** The guest API's base for a link. */
export const guestReviewBase = (token: string) => `/api/guest-reviews/${encodeURIComponent(token)}`;

/** The guest's one review, whatever its id: the link names it. */
export const guestReviewKey = (token: string) => ['reviews', 'guest', token] as const;

export function guestReviewEndpoints(token: string): ReviewEndpoints {
  return {
    guestToken: token,
    reviewKey: () => guestReviewKey(token),
    comments: () => `${guestReviewBase(token)}/comments`,
    decision: () => `${guestReviewBase(token)}/decision`,
  };
}

const ReviewEndpointsContext = createContext<ReviewEndpoints>(memberReviewEndpoints);

/** Set by the guest page around the review; the dashboards' pages leave the portal's endpoints. */
export const ReviewEndpointsProvider = ReviewEndpointsContext.Provider;

export const useReviewEndpoints = () => useContext(ReviewEndpointsContext);
