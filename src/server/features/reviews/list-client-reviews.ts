import { desc } from 'drizzle-orm';
import type { ClientReviewList } from '../../../shared/contracts/reviews';
import type { DbOrTx } from '../../db/connection';
import { reviews } from '../../db/schema/index';
import { withinReach } from '../../identity/client-reach';
import type { ReviewCaller } from './review-access';
import { selectReviewSummaries, toReviewSummary } from './review-summary';

/** How many of its newest reviews a client's Approvals lists; a company's reviews are a few a week. */
const CLIENT_REVIEWS_SHOWN = 200;

/** The client's Approvals: its company's reviews, those awaiting the caller's own decision first. */
export async function listClientReviews({
  db,
  caller,
}: {
  db: DbOrTx;
  caller: ReviewCaller;
}): Promise<ClientReviewList> {
  const rows = await selectReviewSummaries(db, caller.id, withinReach(caller.reach, reviews.clientId))
    .orderBy(desc(reviews.updatedAt), desc(reviews.id))
    .limit(CLIENT_REVIEWS_SHOWN);
  const summaries = rows.map(toReviewSummary);
  const awaiting = summaries.filter((one) => one.awaitingYou);
  return {
    reviews: [...awaiting, ...summaries.filter((one) => !one.awaitingYou)],
    awaitingYou: awaiting.length,
  };
}
