import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { StaffReviewList, StaffReviewQuery } from '../../../shared/contracts/reviews';
import { REVIEWS_PAGE_SIZE } from '../../../shared/domain/reviews';
import type { DbOrTx } from '../../db/connection';
import { reviews } from '../../db/schema/index';
import { withinReach } from '../../identity/client-reach';
import type { ReviewCaller } from './review-access';
import { selectReviewSummaries, toReviewSummary } from './review-summary';

/**
 * The staff's reviews within their reach, newest activity first, a page at a time: open ones unless a
 * state is asked for, of one client, or due (overdue: past its day and not approved; week: due in the
 * next seven days).
 */
export async function listStaffReviews({
  db,
  caller,
  query,
}: {
  db: DbOrTx;
  caller: ReviewCaller;
  query: StaffReviewQuery;
}): Promise<StaffReviewList> {
  const where = and(
    withinReach(caller.reach, reviews.clientId),
    query.clientId ? eq(reviews.clientId, query.clientId) : undefined,
    stateFilter(query.state ?? 'open'),
    dueFilter(query.due),
    query.before
      ? sql`(${reviews.updatedAt}, ${reviews.id}) < (select r.updated_at, r.id from ${reviews} r where r.id = ${query.before})`
      : undefined,
  );
  const rows = await selectReviewSummaries(db, caller.id, where)
    .orderBy(desc(reviews.updatedAt), desc(reviews.id))
    .limit(REVIEWS_PAGE_SIZE + 1);
  const page = rows.slice(0, REVIEWS_PAGE_SIZE).map(toReviewSummary);
  return { reviews: page, olderCursor: rows.length > REVIEWS_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null };
}

function stateFilter(state: NonNullable<StaffReviewQuery['state']>): SQL | undefined {
  if (state === 'all') return undefined;
  if (state === 'open') return inArray(reviews.state, ['awaiting_review', 'changes_requested']);
  return eq(reviews.state, state);
}

function dueFilter(due: StaffReviewQuery['due']): SQL | undefined {
  if (due === 'overdue') return sql`${reviews.dueDate} < current_date and ${reviews.state} <> 'approved'`;
  if (due === 'week') return sql`${reviews.dueDate} between current_date and current_date + 7`;
  return undefined;
}
